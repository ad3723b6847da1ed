import { describe, expect, it } from 'vitest';
import { movedBy, movedTo, orderField } from '../../../src/components/staff/cases/caseOrder';

const cases = [{ id: 7 }, { id: 3 }, { id: 9 }, { id: 4 }];
const ids = (order: readonly { id: number }[]) => order.map((entry) => entry.id);

describe('the cases list order', () => {
  it('moves a case up when the up arrow is pressed, and down for the down arrow', () => {
    expect(ids(movedBy(cases, 9, -1))).toEqual([7, 9, 3, 4]);
    expect(ids(movedBy(cases, 3, 1))).toEqual([7, 9, 3, 4]);
  });

  it('leaves the first case first going up and the last case last going down (the same list: nothing to save)', () => {
    expect(movedBy(cases, 7, -1)).toBe(cases);
    expect(movedBy(cases, 4, 1)).toBe(cases);
    expect(movedBy(cases, 99, 1)).toBe(cases);
  });

  it('puts a dragged case where the case it was dropped on stood', () => {
    expect(ids(movedTo(cases, 4, 0))).toEqual([4, 7, 3, 9]);
    expect(ids(movedTo(cases, 7, 2))).toEqual([3, 9, 7, 4]);
    expect(movedTo(cases, 7, 4)).toBe(cases);
    expect(movedTo(cases, 7, 0)).toBe(cases);
  });

  it('never changes the list it was given', () => {
    movedBy(cases, 9, -1);
    expect(ids(cases)).toEqual([7, 3, 9, 4]);
  });

  it('posts the ids first to last', () => {
    expect(orderField(movedBy(cases, 4, -1))).toBe('7,3,4,9');
  });
});
