import { validateInput } from './problems';
import { feedbackDescriptionSchema, feedbackFormSchema, orderRatingFormSchema, orderRatingSchema, type FeedbackFormInput } from './order-feedback';

const form = (overrides: Partial<FeedbackFormInput> = {}): FeedbackFormInput => ({
  categoryId: '1',
  issueTypeId: '2',
  description: '  The dates box arrived crushed and two pieces were broken.  ',
  lines: [
    { lineId: '31', ordered: 2, selected: true, quantity: '٢' },
    { lineId: '32', ordered: 1, selected: false, quantity: '1' },
  ],
  documentUrls: ['/api/uploads/7'],
  ...overrides,
});

describe('order rating', () => {
  it.each([1, 3, 5])('takes %i stars', (stars) => {
    expect(validateInput(orderRatingSchema, stars)).toEqual({ ok: true, data: stars });
  });

  it.each([0, 6, 2.5, '4', null])('refuses %j as invalid_rating', (stars) => {
    expect(validateInput(orderRatingSchema, stars)).toEqual({ ok: false, problems: [{ field: '(input)', key: 'invalid_rating' }] });
  });
});

describe('order rating form', () => {
  it('reads the chosen star, in either digit set', () => {
    expect(validateInput(orderRatingFormSchema, { rating: '4' })).toEqual({ ok: true, data: { rating: 4 } });
    expect(validateInput(orderRatingFormSchema, { rating: '٥' })).toEqual({ ok: true, data: { rating: 5 } });
  });

  it.each(['', '0', '6', 'x'])('asks for a rating when the value is %j', (rating) => {
    expect(validateInput(orderRatingFormSchema, { rating })).toEqual({ ok: false, problems: [{ field: 'rating', key: 'invalid_rating' }] });
  });
});

describe('feedback description', () => {
  it.each([
    ['', 'field_required'],
    ['   ', 'field_required'],
    ['Too short', 'field_too_short'],
    ['x'.repeat(2001), 'field_too_long'],
    [42, 'invalid_type'],
    [undefined, 'field_required'],
  ])('refuses %j as %s', (description, problem) => {
    expect(validateInput(feedbackDescriptionSchema, description)).toEqual({ ok: false, problems: [{ field: '(input)', key: problem }] });
  });

  it('keeps the trimmed text', () => {
    expect(validateInput(feedbackDescriptionSchema, '  وصل الطلب ناقصاً صنفين  ')).toEqual({ ok: true, data: 'وصل الطلب ناقصاً صنفين' });
  });
});

describe('feedback form', () => {
  it("reads the form as saveFeedback's input: the ticked lines with their units, in ASCII digits", () => {
    expect(validateInput(feedbackFormSchema, form())).toEqual({
      ok: true,
      data: {
        categoryId: '1',
        issueTypeId: '2',
        description: 'The dates box arrived crushed and two pieces were broken.',
        documentUrls: ['/api/uploads/7'],
        feedbackItems: [{ lineId: '31', quantity: 2 }],
      },
    });
  });

  it('names each field that needs attention', () => {
    const verdict = validateInput(
      feedbackFormSchema,
      form({
        categoryId: '',
        issueTypeId: 'x',
        description: 'short',
        lines: [{ lineId: '31', ordered: 2, selected: true, quantity: '3' }],
        documentUrls: Array.from({ length: 6 }, (_, i) => `/api/uploads/${i + 1}`),
      }),
    );
    expect(verdict).toEqual({
      ok: false,
      problems: [
        { field: 'categoryId', key: 'field_required' },
        { field: 'issueTypeId', key: 'invalid_value' },
        { field: 'description', key: 'field_too_short' },
        { field: 'lines.0.quantity', key: 'invalid_number' },
        { field: 'documentUrls', key: 'too_many_documents' },
      ],
    });
  });

  it('ignores the units of a line that is not ticked', () => {
    const verdict = validateInput(feedbackFormSchema, form({ lines: [{ lineId: '31', ordered: 2, selected: false, quantity: '' }] }));
    expect(verdict.ok && verdict.data.feedbackItems).toEqual([]);
  });
});
