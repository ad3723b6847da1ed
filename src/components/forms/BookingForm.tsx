import { LeadForm, type LeadFormProps } from './LeadForm';
import { SlotPicker } from './SlotPicker';

/**
 * The meeting booked at a free time: the lead form of kind `booking`, which draws its times with
 * `SlotPicker`. An island of its own, so that the pages of the other forms carry neither the
 * picker's code nor its styles. Its props are a lead form's, `kind` included: the page's
 * first-touch script reads them as it reads any lead form's (`client/firstTouch.ts`).
 */
export function BookingForm(props: Omit<LeadFormProps, 'picker'> & { kind: 'booking' }) {
  return <LeadForm {...props} picker={SlotPicker} />;
}
