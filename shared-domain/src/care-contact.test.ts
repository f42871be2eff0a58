import { CARE_EMAIL_HREF, CARE_PHONE, CARE_PHONE_HREF, CARE_WHATSAPP_HREF } from './care-contact';

describe('customer care contact', () => {
  it('dials the toll-free number from abroad and on WhatsApp in international form', () => {
    expect(CARE_PHONE).toMatch(/^800 \d{3} \d{4}$/);
    expect(CARE_PHONE_HREF).toBe('tel:+9668001234567');
    expect(CARE_WHATSAPP_HREF).toBe('https://wa.me/9668001234567');
    expect(CARE_EMAIL_HREF).toBe('mailto:care@souq-grocery.sa');
  });
});
