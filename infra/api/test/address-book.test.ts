// The address book under concurrent changes, on PGlite and on a real PostgreSQL server: each type
// keeps exactly one default whatever many requests change it at once, and every request is answered
// with the outcome it had (never an error of the database's).
import { describeEachEngine, type TestApi } from './helpers/test-api.js';
import { shopper } from './helpers/checkout-flow.js';

const ADDRESS = 'id address1 address2 lat long addressType isDefault country header';
const RESULT = `success key message arMessage errors { field key message arMessage } address { ${ADDRESS} } addressBook { ${ADDRESS} }`;
const CREATE = `mutation($i: AddressInput!) { createAddress(input: $i) { ${RESULT} } }`;
const SET_DEFAULT = `mutation($id: ID!) { setDefaultAddress(id: $id) { ${RESULT} } }`;
const DELETE = `mutation($id: ID!) { deleteAddress(id: $id) { ${RESULT} } }`;
const UPDATE = `mutation($id: ID!, $i: AddressInput!) { updateAddress(id: $id, input: $i) { ${RESULT} } }`;

const PLACES = [
  { address1: 'طريق الملك فهد، العليا، الرياض', lat: 24.6937, long: 46.6848 },
  { address1: 'Anas Ibn Malik Rd, Al Malqa, Riyadh', lat: 24.809, long: 46.611 },
  { address1: 'شارع التخصصي، المعذر، الرياض', lat: 24.672, long: 46.666 },
  { address1: 'Prince Turki Rd, Al Kharj', lat: 24.155, long: 47.334 },
];

interface Row { id: number; address_type: string; is_default: boolean }

const rowsOf = (api: TestApi, userId: number) => api.db.query<Row>('SELECT id, address_type, is_default FROM addresses WHERE user_id = $1 ORDER BY id', [userId]);
const defaultsOf = (rows: Row[], type: string) => rows.filter((r) => r.address_type === type && r.is_default);

describeEachEngine('the address book under concurrent changes', (api, engine) => {
  it('keeps one default per type when many make an address default at once, answering each clearly', async () => {
    const s = await shopper(api(), 'address-race');
    const ids: string[] = [];
    for (const place of PLACES) {
      ids.push((await api().gql(CREATE, { i: { ...place, addressType: 'SHIPPING' } }, s.auth)).data.createAddress.address.id);
    }
    const billing = (await api().gql(CREATE, { i: { ...PLACES[0], addressType: 'BILLING' } }, s.auth)).data.createAddress.address;
    expect(billing.isDefault).toBe(true);

    const requests = Array.from({ length: 16 }, (_, i) => ids[i % ids.length]!);
    const answers = (await Promise.all(requests.map((id) => api().gql(SET_DEFAULT, { id }, s.auth)))).map((r) => r.data?.setDefaultAddress);
    const rows = await rowsOf(api(), s.userId);
    console.log(`[${engine}] 16 concurrent setDefaultAddress over 4 addresses: ${answers.filter((a) => a?.success).length} successful answers, ${defaultsOf(rows, 'SHIPPING').length} default`);
    for (const [i, answer] of answers.entries()) {
      expect(answer, `request ${i}`).toMatchObject({ success: true, key: 'address_saved', arMessage: expect.stringMatching(/[\u0600-\u06FF]/), address: { id: requests[i], isDefault: true } });
      expect(answer.addressBook.filter((a: { isDefault: boolean; addressType: string }) => a.isDefault && a.addressType === 'SHIPPING')).toHaveLength(1);
    }
    expect(defaultsOf(rows, 'SHIPPING')).toHaveLength(1);
    // the other type is untouched
    expect(defaultsOf(rows, 'BILLING').map((r) => String(r.id))).toEqual([billing.id]);
  });

  it('makes the first address of a type its default, even when the first ones arrive together', async () => {
    const s = await shopper(api(), 'address-first');
    const answers = (await Promise.all(PLACES.map((place) => api().gql(CREATE, { i: { ...place, addressType: 'SHIPPING' } }, s.auth)))).map((r) => r.data?.createAddress);
    for (const answer of answers) expect(answer).toMatchObject({ success: true, key: 'address_saved' });
    const rows = await rowsOf(api(), s.userId);
    expect(rows).toHaveLength(4);
    expect(defaultsOf(rows, 'SHIPPING')).toHaveLength(1);
  });

  it('moves the default to the newest other address of its type when the default is deleted', async () => {
    const s = await shopper(api(), 'address-delete');
    const created: string[] = [];
    for (const place of PLACES.slice(0, 3)) {
      created.push((await api().gql(CREATE, { i: { ...place, addressType: 'SHIPPING', isDefault: true } }, s.auth)).data.createAddress.address.id);
    }
    const billing = (await api().gql(CREATE, { i: { ...PLACES[3], addressType: 'BILLING' } }, s.auth)).data.createAddress.address.id;
    // the last one made is the default; the one before it takes over
    const deleted = (await api().gql(DELETE, { id: created[2] }, s.auth)).data.deleteAddress;
    expect(deleted).toMatchObject({ success: true, key: 'address_deleted' });
    expect(deleted.addressBook.filter((x: { isDefault: boolean; addressType: string }) => x.isDefault && x.addressType === 'SHIPPING').map((x: { id: string }) => x.id)).toEqual([created[1]]);
    // deleting one that is not the default moves nothing
    const other = (await api().gql(DELETE, { id: created[0] }, s.auth)).data.deleteAddress;
    expect(other.addressBook.map((x: { id: string; isDefault: boolean }) => [x.id, x.isDefault])).toEqual([[billing, true], [created[1], true]]);
    // deleting the last of a type leaves that type with none, the other untouched
    const last = (await api().gql(DELETE, { id: created[1] }, s.auth)).data.deleteAddress;
    expect(last.addressBook.map((x: { id: string }) => x.id)).toEqual([billing]);
  });

  it('keeps one default while deletes, updates and default changes run together', async () => {
    const s = await shopper(api(), 'address-mixed');
    const ids: string[] = [];
    for (const place of PLACES) {
      ids.push((await api().gql(CREATE, { i: { ...place, addressType: 'SHIPPING' } }, s.auth)).data.createAddress.address.id);
    }
    const calls = [
      api().gql(SET_DEFAULT, { id: ids[1] }, s.auth),
      api().gql(DELETE, { id: ids[0] }, s.auth),
      api().gql(UPDATE, { id: ids[2], i: { ...PLACES[2], addressType: 'SHIPPING', isDefault: true } }, s.auth),
      api().gql(SET_DEFAULT, { id: ids[3] }, s.auth),
      api().gql(DELETE, { id: ids[1] }, s.auth),
    ];
    const answers = (await Promise.all(calls)).map((r) => r.data);
    for (const answer of answers) expect(Object.values(answer ?? {})[0]).toMatchObject({ key: expect.stringMatching(/^(address_saved|address_deleted|not_found)$/) });
    const rows = await rowsOf(api(), s.userId);
    expect(defaultsOf(rows, 'SHIPPING')).toHaveLength(1);
  });
});
