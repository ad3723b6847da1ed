/**
 * A member's meeting hours as they type them: a line per weekday with one or more ranges, read
 * into the week the free times use and written back the same; a line it cannot read is named with
 * what is wrong with it. Days off: dates one per line or separated by commas.
 */
import { describe, expect, it } from 'vitest';
import {
  formatWeeklyHours,
  parseDaysOff,
  parseWeeklyHours,
  WeeklyHoursError,
} from '../../../src/server/meetings/weeklyHours';

/** The line and the problem `text` is refused with. */
const refusal = (text: string) => {
  try {
    parseWeeklyHours(text);
  } catch (error) {
    if (error instanceof WeeklyHoursError) return [error.line, error.problem];
    throw error;
  }
  return undefined;
};

describe('weekly hours as text', () => {
  it('reads a line per weekday, several ranges each, in any case and order, and writes them back Monday first', () => {
    const week = parseWeeklyHours('\n  fri 10:00-14:00\nMon 13:00 - 17:30, 09:00-12:00\r\n\nSun 00:00-24:00  \n');
    expect(week).toEqual([
      [
        [540, 720],
        [780, 1050],
      ],
      [],
      [],
      [],
      [[600, 840]],
      [],
      [[0, 1440]],
    ]);
    expect(formatWeeklyHours(week)).toBe('Mon 09:00-12:00, 13:00-17:30\nFri 10:00-14:00\nSun 00:00-24:00');
    expect(parseWeeklyHours(formatWeeklyHours(week))).toEqual(week);
  });

  it('reads nothing as no hours, and writes no hours as nothing', () => {
    expect(parseWeeklyHours('  \n')).toEqual([[], [], [], [], [], [], []]);
    expect(formatWeeklyHours([[], [], [], [], [], [], []])).toBe('');
  });

  it('lets ranges touch, and refuses ranges that overlap', () => {
    expect(parseWeeklyHours('Tue 09:00-12:00, 12:00-13:00')[1]).toEqual([
      [540, 720],
      [720, 780],
    ]);
    expect(refusal('Tue 09:00-12:00, 11:30-13:00')).toEqual([1, 'overlap']);
    expect(refusal('Tue 13:00-15:00, 09:00-14:00')).toEqual([1, 'overlap']);
  });

  it('names the line it cannot read and what is wrong with it', () => {
    expect(refusal('Mon 09:00-17:00\nMonday 09:00-17:00')).toEqual([2, 'day']);
    expect(refusal('Mon 09:00-17:00\n\nmon 10:00-11:00')).toEqual([3, 'dayTwice']);
    expect(refusal('Mon')).toEqual([1, 'format']);
    expect(refusal('Mon 9 to 5')).toEqual([1, 'format']);
    expect(refusal('Mon 09:00-17:00,')).toEqual([1, 'format']);
    expect(refusal('Wed 17:00-09:00')).toEqual([1, 'range']);
    expect(refusal('Wed 09:00-09:00')).toEqual([1, 'range']);
    expect(refusal('Wed 09:00-24:30')).toEqual([1, 'range']);
    expect(refusal('Wed 09:60-10:00')).toEqual([1, 'range']);
    expect(() => parseWeeklyHours('Thu 25:00-26:00')).toThrow(/Line 1 \("Thu 25:00-26:00"\): range/);
  });
});

describe('days off as text', () => {
  it('reads dates one per line or separated by commas, in order and each once', () => {
    expect(parseDaysOff('2026-12-31\n2026-01-07, 2026-01-01,2026-12-31 ')).toEqual({
      days: ['2026-01-01', '2026-01-07', '2026-12-31'],
    });
    expect(parseDaysOff('')).toEqual({ days: [] });
  });

  it('refuses the first that is not a date of the calendar', () => {
    expect(parseDaysOff('2026-01-01, 2026-02-30, 01.05.2026')).toEqual({ refused: '2026-02-30' });
    expect(parseDaysOff('2026-1-5')).toEqual({ refused: '2026-1-5' });
    expect(parseDaysOff('2026-13-01')).toEqual({ refused: '2026-13-01' });
  });
});
