import { AddressText } from './address-text';
import { renderWithDesignSystem } from './test-utils';

describe('AddressText', () => {
  it('isolates each line the shopper typed and joins them with the Arabic comma on an Arabic page', () => {
    const { container } = renderWithDesignSystem(
      <p>
        <AddressText address={{ address1: '12 King Fahd Road, Al Olaya, Riyadh', address2: 'Villa 7' }} language="ar" />
      </p>,
      { dir: 'rtl' },
    );

    const lines = [...container.querySelectorAll('bdi')].map((line) => line.textContent);
    expect(lines).toEqual(['12 King Fahd Road, Al Olaya, Riyadh', 'Villa 7']);
    expect(container.textContent).toBe('12 King Fahd Road, Al Olaya, Riyadh، Villa 7');
  });

  it('joins with the English comma on an English page and leaves a blank second line out', () => {
    const { container } = renderWithDesignSystem(
      <p>
        <AddressText address={{ address1: 'طريق الملك فهد، العليا، الرياض', address2: ' ' }} language="en" />
      </p>,
    );

    expect(container.querySelectorAll('bdi')).toHaveLength(1);
    expect(container.textContent).toBe('طريق الملك فهد، العليا، الرياض');
  });

  it('renders nothing for an address without lines', () => {
    const { container } = renderWithDesignSystem(
      <p>
        <AddressText address={null} language="en" />
      </p>,
    );

    expect(container.querySelector('p')).toBeEmptyDOMElement();
  });
});
