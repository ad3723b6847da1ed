/**
 * Midnights on a zone's clock, read day after day from the one before (`midnightsOf`), are the
 * midnights the zone reads one by one (`instantOfWall`), through a year of every change of the
 * clocks: in spring and autumn, in zones whose clocks change at midnight itself (Havana, Santiago,
 * Beirut), twice in a month (Casablanca around Ramadan), by half an hour (Lord Howe) and none.
 */
import { describe, expect, it } from 'vitest';
import { instantOfWall, midnightsOf } from '../../../src/format/zoneTime';

const DAY = 86_400_000;
const zones = [
  'America/New_York',
  'Europe/Paris',
  'America/Havana',
  'America/Santiago',
  'Asia/Beirut',
  'Africa/Casablanca',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Auckland',
];

describe('midnights through 2027', () => {
  it.each(zones)('in %s are those the zone reads one by one', (zone) => {
    const first = Date.UTC(2027, 0, 1);
    const last = Date.UTC(2027, 11, 31);
    const expected = [];
    for (let day = first; day <= last + DAY; day += DAY) expected.push(instantOfWall(day, zone));
    expect(midnightsOf(first, last, zone)).toEqual(expected);
  });
});
