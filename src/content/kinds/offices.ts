/**
 * The contacts (`offices`), shared by every language: the company email and phone (`email`,
 * `phone`), and per office its position (`position.moscow`, with `was.moscow`), phone
 * (`phone.moscow`) and map link (`map.moscow`), and which is the main one (`main`). The company
 * email and phone show in the footer, so a publish changes every page.
 */
import { officeIds, type Contacts, type OfficeId } from '../../data/offices.ts';
import { indexedPages } from '../../routing/pages.ts';
import { officesSchema, seedOffices } from '../offices.ts';
import { defineDocumentKind, positionOrder, type DocumentFields } from './define.ts';

/** The offices in the order the form's positions put them. */
export function officeOrder(fields: DocumentFields): OfficeId[] {
  return positionOrder(officeIds, fields);
}

export const officesKind = defineDocumentKind({
  key: 'offices',
  scope: 'shared',
  schema: officesSchema,
  seed: () => seedOffices(),
  pages: indexedPages,
  everyPage: true,
  form: {
    editor: 'offices',
    fields(data) {
      const contacts = (data ?? {}) as Partial<Contacts>;
      const fields: DocumentFields = { email: contacts.email ?? '', phone: contacts.phone ?? '' };
      (contacts.offices ?? []).forEach((office, index) => {
        fields[`position.${office.id}`] = String(index + 1);
        fields[`phone.${office.id}`] = office.phone;
        fields[`map.${office.id}`] = office.mapUrl ?? '';
        if (office.isMain) fields.main = office.id;
      });
      return fields;
    },
    data: (fields) => ({
      email: (fields.email ?? '').trim(),
      phone: fields.phone ?? '',
      offices: officeOrder(fields).map((id) => {
        const mapUrl = (fields[`map.${id}`] ?? '').trim();
        return { id, phone: fields[`phone.${id}`] ?? '', ...(mapUrl ? { mapUrl } : {}), isMain: fields.main === id };
      }),
    }),
    // An office's phone or map link (`offices.0.phone`) names the office at that place of the posted order.
    fieldOf(path, fields) {
      const [head, place, field] = path;
      if (path.length === 1 && (head === 'email' || head === 'phone' || head === 'main')) return head;
      const id = head === 'offices' && place !== undefined ? officeOrder(fields)[Number(place)] : undefined;
      return id && (field === 'phone' || field === 'mapUrl')
        ? `${field === 'phone' ? 'phone' : 'map'}.${id}`
        : undefined;
    },
  },
});
