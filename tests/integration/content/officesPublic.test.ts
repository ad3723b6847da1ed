/**
 * What visitors see of a publish of the contacts: a new phone for Saint Petersburg and a new
 * main office with its own company phone (the shared `offices` document), and a new Russian
 * address (the Russian contact copy), show on `/ru/contact` and in its JSON-LD, and the footer
 * of `/ru/about` names the new main office and phone; `/en/contact` keeps the English address.
 * Needs the build.
 */
import { describe, expect, it } from 'vitest';
import { SHARED } from '../../../src/content/documents';
import { seedOffices } from '../../../src/content/offices';
import { seedCopy } from '../../../src/content/pageCopy';
import { catalogs } from '../../../src/i18n';
import { followDocuments } from '../../../src/server/documents/live';
import { publishDocument } from '../../../src/server/documents/store';
import { builtSiteEach } from '../../support/integration/builtSite';
import { testStores } from '../../support/integration/stores';

const editor = { id: 'staff-editor-1', email: 'eda@staff.example' };
const publishedAt = new Date('2031-05-06T07:08:09.000Z');
const SPB_PHONE = '+7 812 555-12-34';
const COMPANY_PHONE = '+7 812 555-00-01';
const SPB_MAP = 'https://maps.example/spb';
const SPB_RU = 'Невский проспект, 30, Санкт-Петербург, 191186';

/** The offices in a page's JSON-LD, by their `@id` tail (`office-saintPetersburg`). */
function places(
  html: string,
): Record<string, { telephone?: string; hasMap?: string; address?: { streetAddress?: string } }> {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  type Node = {
    '@type'?: string;
    '@id'?: string;
    telephone?: string;
    hasMap?: string;
    address?: { streetAddress?: string };
  };
  const found: Record<string, Node> = {};
  JSON.parse(json ?? '{}', (_key, value: Node) => {
    if (value && value['@type'] === 'Place' && value['@id']) found[value['@id'].split('#')[1]!] = value;
    return value;
  });
  return found;
}

/** The footer of a page. */
const footerOf = (html: string) => html.slice(html.lastIndexOf('<footer'));

async function read(origin: string, path: string): Promise<string> {
  return (await fetch(origin + path)).text();
}

describe.each(testStores)('the published contacts on the site, on $name', (store) => {
  const site = builtSiteEach(store);

  it('shows a new phone, map link, main office and Russian address on /ru/contact, its JSON-LD and the footer; English keeps its address', async () => {
    const unfollow = await followDocuments(site.app, site.handle, () => {});
    try {
      const before = await read(site.origin, '/ru/contact');
      expect(before).toContain('+7 812 000-00-00');
      expect(before).toContain(catalogs.ru.contact.offices.addresses.saintPetersburg);
      expect(places(before)['office-saintPetersburg']).toMatchObject({ telephone: '+7 812 000-00-00' });
      expect(places(before)['office-saintPetersburg']).not.toHaveProperty('hasMap');
      expect(footerOf(await read(site.origin, '/ru/about'))).toContain('+7 495 000-00-00');

      const seed = seedOffices();
      const offices = {
        ...seed,
        phone: COMPANY_PHONE,
        offices: seed.offices.map((office) =>
          office.id === 'saintPetersburg'
            ? { ...office, phone: SPB_PHONE, mapUrl: SPB_MAP, isMain: true }
            : { ...office, isMain: false },
        ),
      };
      expect(await publishDocument(site.db, editor, 'offices', SHARED, offices, publishedAt)).toMatchObject({
        ok: true,
        version: 2,
      });
      const contact = seedCopy('contactCopy', 'ru') as { contact: typeof catalogs.ru.contact };
      const copy = {
        contact: {
          ...contact.contact,
          offices: {
            ...contact.contact.offices,
            addresses: { ...contact.contact.offices.addresses, saintPetersburg: SPB_RU },
          },
        },
      };
      expect(await publishDocument(site.db, editor, 'contactCopy', 'ru', copy, publishedAt)).toMatchObject({
        ok: true,
      });

      await expect
        .poll(async () => read(site.origin, '/ru/contact'), { timeout: 10_000, interval: 50 })
        .toContain(SPB_RU);
      const after = await read(site.origin, '/ru/contact');
      expect(after).toContain(SPB_PHONE);
      expect(after).not.toContain('+7 812 000-00-00');
      expect(after).toContain(`href="${SPB_MAP}"`);
      expect(after).toContain(`>${catalogs.ru.contact.offices.map}<`);
      expect(places(after)['office-saintPetersburg']).toEqual(
        expect.objectContaining({
          telephone: SPB_PHONE,
          hasMap: SPB_MAP,
          address: expect.objectContaining({ streetAddress: SPB_RU }),
        }),
      );
      const footer = footerOf(await read(site.origin, '/ru/about'));
      expect(footer).toContain(COMPANY_PHONE);
      expect(footer).toContain(
        `${catalogs.ru.contact.offices.saintPetersburg}<!-- --> · <span translate="no">${SPB_RU}</span>`,
      );
      expect(footer).not.toContain('+7 495 000-00-00');

      const english = await read(site.origin, '/en/contact');
      expect(english).toContain(catalogs.en.contact.offices.addresses.saintPetersburg);
      expect(english).toContain(SPB_PHONE);
      expect(english).not.toContain(SPB_RU);
      expect(places(english)['office-saintPetersburg']).toMatchObject({
        address: { streetAddress: catalogs.en.contact.offices.addresses.saintPetersburg },
      });
    } finally {
      await unfollow();
    }
  });
});
