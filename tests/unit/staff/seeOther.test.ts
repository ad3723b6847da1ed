import { describe, expect, it } from 'vitest';
import { seeOther } from '../../../src/server/staff/seeOther';

describe('the answer to a staff post whose change is done', () => {
  it('sends the browser on to the page that shows it with a 303, so a reload reads it instead of posting again', () => {
    const answer = seeOther('/staff/cases/7?saved');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/staff/cases/7?saved');
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('carries every cookie the change set, each its own header', () => {
    const answer = seeOther('/staff/account?done=app-enabled', ['session=new; Path=/', 'two_factor=; Max-Age=0']);
    expect(answer.headers.getSetCookie()).toEqual(['session=new; Path=/', 'two_factor=; Max-Age=0']);
  });
});
