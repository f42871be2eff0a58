import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { tabbableElements, trapFocus, useFocusTrap } from './focus-trap';
import { renderWithDesignSystem } from './test-utils';

const TEXT = {
  en: { dir: 'ltr', open: 'Change address', title: 'Delivery address', first: 'Use my location', last: 'Save', escapeNote: 'Closed with Escape' },
  ar: { dir: 'rtl', open: 'تغيير العنوان', title: 'عنوان التوصيل', first: 'استخدم موقعي', last: 'حفظ', escapeNote: 'أغلق بمفتاح الهروب' },
} as const;

function Harness({ text, onEscape }: { text: (typeof TEXT)['en' | 'ar']; onEscape: () => void }) {
  const [open, setOpen] = useState(false);
  const ref = useFocusTrap<HTMLDivElement>(open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {text.open}
      </button>
      <button type="button">Behind</button>
      {open && (
        <div
          ref={ref}
          role="dialog"
          aria-label={text.title}
          tabIndex={-1}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              onEscape();
              setOpen(false);
            }
          }}
        >
          <button type="button">{text.first}</button>
          <input aria-label="Street" />
          <button type="button" disabled>
            Disabled
          </button>
          <button type="button">{text.last}</button>
        </div>
      )}
    </>
  );
}

describe.each(['en', 'ar'] as const)('useFocusTrap (%s)', (language) => {
  const text = TEXT[language];

  it('focuses the container, wraps Tab and Shift+Tab, leaves Escape to the owner and returns focus', async () => {
    const onEscape = jest.fn();
    const user = userEvent.setup();
    renderWithDesignSystem(<Harness text={text} onEscape={onEscape} />, { dir: text.dir });
    const opener = screen.getByRole('button', { name: text.open });

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: text.title });
    expect(dialog).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: text.first })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: text.last })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: text.first })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: text.last })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('brings focus back inside when something behind takes it', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<Harness text={text} onEscape={() => undefined} />, { dir: text.dir });
    await user.click(screen.getByRole('button', { name: text.open }));
    screen.getByRole('textbox', { name: 'Street' }).focus();

    act(() => screen.getByRole('button', { name: 'Behind' }).focus());

    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveFocus();
  });
});

describe('trapFocus', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('focuses [data-autofocus] first and lets only the newest trap act, handing back on release', async () => {
    document.body.innerHTML = `
      <button id="opener">Open</button>
      <div id="modal" tabindex="-1"><button id="m1">Modal first</button><button id="m2" data-autofocus>Modal second</button></div>
      <div id="tour" tabindex="-1"><button id="t1">Skip</button><button id="t2">Next</button></div>`;
    const byId = (id: string) => document.getElementById(id)!;
    byId('opener').focus();
    const user = userEvent.setup();

    const releaseModal = trapFocus(byId('modal'));
    expect(byId('m2')).toHaveFocus();

    const releaseTour = trapFocus(byId('tour'), { initialFocus: byId('t2') });
    expect(byId('t2')).toHaveFocus();
    await user.tab();
    expect(byId('t1')).toHaveFocus();

    releaseTour();
    expect(byId('m2')).toHaveFocus();
    await user.tab();
    expect(byId('m1')).toHaveFocus();

    releaseModal();
    expect(byId('opener')).toHaveFocus();
  });

  it('can leave focus where it is on release', () => {
    document.body.innerHTML = '<button id="opener">Open</button><div id="box" tabindex="-1"><button>Inside</button></div>';
    document.getElementById('opener')!.focus();
    const release = trapFocus(document.getElementById('box')!, { returnFocus: false });
    release();

    expect(document.getElementById('box')).toHaveFocus();
  });
});

describe('tabbableElements', () => {
  it('skips what Tab never reaches and keeps one radio per group', () => {
    const box = document.createElement('div');
    box.innerHTML = `
      <a href="/cart">Cart</a><a>No href</a>
      <button>Go</button><button disabled>Off</button>
      <input type="hidden" name="token"><input aria-label="Name">
      <fieldset disabled><input aria-label="In a disabled group"></fieldset>
      <div hidden><button>Hidden</button></div>
      <span tabindex="-1">Programmatic only</span><span tabindex="0">Focusable span</span>
      <input type="radio" name="ship" value="delivery"><input type="radio" name="ship" value="pickup" checked>
      <input type="radio" name="oos" value="replace"><input type="radio" name="oos" value="remove">`;
    document.body.append(box);

    const names = tabbableElements(box).map((el) => el.textContent || el.getAttribute('aria-label') || (el as HTMLInputElement).value);

    expect(names).toEqual(['Cart', 'Go', 'Name', 'Focusable span', 'pickup', 'replace']);
    box.remove();
  });
});
