import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadVisit } from '../../../src/components/staff/leads/LeadVisit';
import { staffCatalogs } from '../../../src/i18n';

/** The text of each row of the visit's list: "label: value". */
const rowsOf = (html: string) =>
  [...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map(([, label, value]) =>
    `${label}: ${value!.replace(/<[^>]+>/g, '')}`.replaceAll('&amp;', '&'),
  );

describe('where the lead came from, on the lead page', () => {
  it('names the landing page, source, campaign and referrer in the staff language', () => {
    const lead = {
      visitLanding: '/ru/solutions?utm_source=mail',
      visitSource: 'newsletter',
      visitCampaign: 'spring',
      visitReferrer: 'search.example',
    };
    expect(rowsOf(renderToStaticMarkup(<LeadVisit lang="ru" lead={lead} />))).toEqual([
      'Страница входа: /ru/solutions?utm_source=mail',
      'Источник: newsletter',
      'Кампания: spring',
      'Переход с сайта: search.example',
    ]);
    const english = renderToStaticMarkup(<LeadVisit lang="en" lead={lead} />);
    expect(english).toContain('<h2 id="lead-visit">Where the lead came from</h2>');
  });

  it('says a visit came direct, and when none was counted', () => {
    const direct = { visitLanding: '/en', visitSource: '', visitCampaign: '', visitReferrer: null };
    const { direct: none } = staffCatalogs.en.leadPage.visit;
    expect(rowsOf(renderToStaticMarkup(<LeadVisit lang="en" lead={direct} />))).toEqual([
      'Landing page: /en',
      `Source: ${none}`,
      `Campaign: ${none}`,
      `Referrer: ${none}`,
    ]);
    const uncounted = { visitLanding: null, visitSource: null, visitCampaign: null, visitReferrer: null };
    expect(renderToStaticMarkup(<LeadVisit lang="ru" lead={uncounted} />)).toContain(
      staffCatalogs.ru.leadPage.visit.none,
    );
  });

  it('shows what the visit carried as text, never as markup', () => {
    const hostile = {
      visitLanding: '/en?x=<script>alert(1)</script>',
      visitSource: '<img src=x onerror=alert(2)>',
      visitCampaign: 'evil\u202Etxt.exe',
      visitReferrer: 'javascript:alert(3)',
    };
    const html = renderToStaticMarkup(<LeadVisit lang="en" lead={hostile} />);
    expect(html).not.toMatch(/<script|<img|href=/i);
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain('evil[U+202E]txt.exe');
  });
});
