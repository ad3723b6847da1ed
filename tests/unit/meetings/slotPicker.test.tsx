/**
 * The booking form's times as the server draws them: grouped by the day of the zone they are read
 * in, each at that zone's wall time, in the page's language, the zone named with its offset; the
 * same instants read on another clock land on another day. A slot value is the type and the
 * instant, and nothing else parses as one.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SlotPicker } from '../../../src/components/forms/SlotPicker';
import { parseSlot, slotValue, type MeetingOffer } from '../../../src/forms/slots';
import type { Lang } from '../../../src/i18n/languages';

const offer: MeetingOffer = {
  typeId: 'intro',
  name: 'Introduction',
  minutes: 30,
  timeZone: 'Europe/Moscow',
  // 11:30 UTC on 1 December: already 2 December in Auckland (UTC+13), 17:00 in Kolkata (UTC+5:30).
  starts: ['2026-12-01T09:00:00.000Z', '2026-12-01T11:30:00.000Z', '2026-12-02T09:00:00.000Z'],
};

/** The days drawn, each with its times, and the zone's note. */
function drawn(lang: Lang, zone?: string) {
  const html = renderToStaticMarkup(
    <SlotPicker
      prefix="booking"
      lang={lang}
      offer={offer}
      label="Time"
      zoneLabel="Time zone"
      zoneNote="Times are in the {zone} time zone."
      requiredText="required"
      chosenZone={zone}
      enhanced={false}
    />,
  );
  const days = [...html.matchAll(/<p id="booking-slot-day-[^"]+"[^>]*>([^<]+)<\/p><div[^>]*>(.*?)<\/div><\/div>/g)].map(
    ([, heading, times]) => [heading, [...times!.matchAll(/<span>([^<]+)<\/span>/g)].map((m) => m[1])],
  );
  return { days, note: /<p id="booking-slot-zone-note"[^>]*>([^<]+)</.exec(html)?.[1], html };
}

describe('the free times as drawn', () => {
  it('are on the place’s clock without a zone chosen, the zone named, in the page’s language', () => {
    const { days, note } = drawn('ru');
    expect(note).toBe('Times are in the Moscow (GMT+3) time zone.');
    expect(days).toEqual([
      ['вторник, 1 декабря', ['12:00', '14:30']],
      ['среда, 2 декабря', ['12:00']],
    ]);
  });

  it('move to the next day east of the date line (Auckland), and keep a half-hour offset (Kolkata)', () => {
    expect(drawn('en', 'Pacific/Auckland').days).toEqual([
      ['Tuesday, December 1', ['10:00 PM']],
      ['Wednesday, December 2', ['12:30 AM', '10:00 PM']],
    ]);
    const kolkata = drawn('en', 'Asia/Kolkata');
    expect(kolkata.note).toBe('Times are in the Kolkata (GMT+5:30) time zone.');
    expect(kolkata.days).toEqual([
      ['Tuesday, December 1', ['2:30 PM', '5:00 PM']],
      ['Wednesday, December 2', ['2:30 PM']],
    ]);
  });

  it('are radios of one group, the first with the field’s id, each carrying its type and instant', () => {
    const { html } = drawn('pt');
    const radios = [...html.matchAll(/<input type="radio" id="([^"]+)"[^>]*name="slot" value="([^"]+)"/g)];
    expect(radios.map((m) => m[2])).toEqual(offer.starts.map((start) => slotValue('intro', start)));
    expect(radios[0]![1]).toBe('booking-slot');
    expect(new Set(radios.map((m) => m[1])).size).toBe(3);
  });

  it('reads back only a slot value it wrote', () => {
    expect(parseSlot(slotValue('intro', offer.starts[0]!))).toEqual({
      typeId: 'intro',
      start: new Date(offer.starts[0]!),
    });
    for (const value of [
      'intro@2026-12-01T09:00:00Z',
      'intro@2026-02-30T09:00:00.000Z',
      'Intro@2026-12-01T09:00:00.000Z',
      '@2026-12-01T09:00:00.000Z',
      `${'a'.repeat(41)}@2026-12-01T09:00:00.000Z`,
      'intro@2026-12-01T09:00:00.000Z<script>',
    ])
      expect(parseSlot(value), value).toBeUndefined();
  });
});
