import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Lang } from '../../i18n/languages';
import { currentZoneName, isKnownTimeZone, slotValue, type MeetingOffer } from '../../forms/slots';
import { errorId, fieldId } from '../../forms/fieldIds';
import { errorAttributes, FieldError, RequiredMark } from './Field';
import fieldStyles from './Field.module.css';
import styles from './SlotPicker.module.css';

export interface SlotPickerProps {
  prefix: string;
  lang: Lang;
  offer: MeetingOffer;
  /** The words of the times (`slot`) and of the zone (`timeZone`, with its note). */
  label: string;
  zoneLabel: string;
  zoneNote: string;
  requiredText: string;
  /** The time chosen before (a form sent back), and the zone it was read in. */
  chosen?: string | undefined;
  chosenZone?: string | undefined;
  error?: string | undefined;
  /** Whether the form's script has taken the form over: the zone can then be changed. */
  enhanced: boolean;
}

/** `Europe/Moscow` → `Moscow (GMT+3)`: the zone's city, as the IANA name spells it, and its offset at `at`. */
function zoneName(zone: string, lang: Lang, at: Date): string {
  const offset = new Intl.DateTimeFormat(lang, { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const city = zone.split('/').pop()!.replaceAll('_', ' ');
  return offset && offset !== city ? `${city} (${offset})` : city;
}

/** The browser's own zone, when it names one this page knows. */
function browserZone(): string | undefined {
  const zone = currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone);
  return isKnownTimeZone(zone) ? zone : undefined;
}

/** The starts grouped by their day on `zone`'s calendar, each day with its heading and each start with its time. */
function days(starts: string[], lang: Lang, zone: string) {
  const dayKey = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const dayName = new Intl.DateTimeFormat(lang, { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long' });
  const time = new Intl.DateTimeFormat(lang, { timeZone: zone, hour: 'numeric', minute: '2-digit' });
  const grouped = new Map<string, { heading: string; times: { start: string; label: string }[] }>();
  for (const start of starts) {
    const at = new Date(start);
    const key = dayKey.format(at);
    let day = grouped.get(key);
    if (!day) grouped.set(key, (day = { heading: dayName.format(at), times: [] }));
    day.times.push({ start, label: time.format(at) });
  }
  return [...grouped.entries()];
}

/**
 * The free times of a meeting as radio buttons grouped by day, in the page's language. The
 * server draws them on the place's clock and names its zone; once the form's script runs they
 * are drawn again on the browser's clock, and a select changes the zone. Native radios: the
 * arrow keys move through the times, Tab leaves them, and a form without script sends the one chosen.
 */
export function SlotPicker({
  prefix,
  lang,
  offer,
  label,
  zoneLabel,
  zoneNote,
  requiredText,
  chosen,
  chosenZone,
  error,
  enhanced,
}: SlotPickerProps) {
  const posted = chosenZone && isKnownTimeZone(chosenZone) ? chosenZone : undefined;
  const [zone, setZone] = useState(posted ?? offer.timeZone);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // The time chosen when the zone changes, and whether it had the focus: a time that lands on
  // another day is drawn anew, and must stay chosen (and focused) there.
  const kept = useRef<{ value: string; focused: boolean } | undefined>(undefined);
  const changeZone = (next: string) => {
    const checked = fieldset.current?.querySelector<HTMLInputElement>('input[name="slot"]:checked');
    kept.current = checked ? { value: checked.value, focused: document.activeElement === checked } : undefined;
    setZone(next);
  };
  useEffect(() => {
    // A visitor reads times on their own clock; one who chose a zone (a form sent back) keeps it.
    const own = posted ? undefined : browserZone();
    if (own) changeZone(own);
  }, [posted]);
  useLayoutEffect(() => {
    const { value, focused } = kept.current ?? {};
    kept.current = undefined;
    const radio = [...(fieldset.current?.querySelectorAll<HTMLInputElement>('input[name="slot"]') ?? [])].find(
      (each) => each.value === value,
    );
    if (!radio) return;
    radio.checked = true;
    if (focused && document.activeElement !== radio) radio.focus();
  }, [zone]);
  const zones = useMemo(
    () =>
      enhanced
        ? [...new Set([zone, offer.timeZone, 'UTC', ...Intl.supportedValuesOf('timeZone').map(currentZoneName)])].sort()
        : [],
    [enhanced, zone, offer.timeZone],
  );
  const id = fieldId(prefix, 'slot');
  const zoneId = fieldId(prefix, 'timeZone');
  const first = offer.starts[0] ? new Date(offer.starts[0]) : new Date(0);
  const note = zoneNote.replace('{zone}', zoneName(zone, lang, first));
  let index = 0;
  return (
    <fieldset
      ref={fieldset}
      className={`${fieldStyles.field} ${fieldStyles.wide} ${styles.picker}`}
      aria-describedby={`${id}-zone-note`}
    >
      <legend className={fieldStyles.label}>
        {label}
        <RequiredMark text={requiredText} />
      </legend>
      <div className={styles.zone}>
        {enhanced ? (
          <>
            <label htmlFor={zoneId} className={fieldStyles.label}>
              {zoneLabel}
            </label>
            <select
              id={zoneId}
              name="timeZone"
              value={zone}
              onChange={(event) => changeZone(event.currentTarget.value)}
              className={`${fieldStyles.control} ${styles.zoneSelect}`}
            >
              {zones.map((name) => (
                <option key={name} value={name}>
                  {name.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
          </>
        ) : (
          <input type="hidden" name="timeZone" value={zone} />
        )}
        <p id={`${id}-zone-note`} className={styles.note} suppressHydrationWarning>
          {note}
        </p>
      </div>
      {days(offer.starts, lang, zone).map(([key, day]) => (
        <div key={key} role="group" aria-labelledby={`${id}-day-${key}`} className={styles.day}>
          <p id={`${id}-day-${key}`} className={styles.dayName} suppressHydrationWarning>
            {day.heading}
          </p>
          <div className={styles.times}>
            {day.times.map((time) => {
              const value = slotValue(offer.typeId, time.start);
              const radioId = index++ === 0 ? id : `${id}-${time.start.replace(/\D/g, '')}`;
              return (
                <label key={value} htmlFor={radioId} className={styles.time}>
                  <input
                    type="radio"
                    id={radioId}
                    name="slot"
                    value={value}
                    required
                    defaultChecked={value === chosen}
                    {...errorAttributes(prefix, 'slot', error)}
                  />
                  <span suppressHydrationWarning>{time.label}</span>
                </label>
              );
            })}
          </div>
        </div>
      ))}
      <FieldError id={errorId(prefix, 'slot')} message={error} />
    </fieldset>
  );
}
