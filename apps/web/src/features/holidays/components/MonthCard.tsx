import { useTranslation } from 'react-i18next';
import styles from '../holidays.module.css';
import { useHolidayText } from '../hooks/use-holiday-text.ts';
import { type DayMark, monthWeeks } from '../model/calendar.ts';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/** One month, Sunday first; days off and make-up workdays marked 休 / 班. */
export function MonthCard({
  year,
  month,
  marks,
}: {
  year: number;
  month: number;
  marks: Map<string, DayMark>;
}) {
  const { t } = useTranslation();
  const text = useHolidayText();
  return (
    <section className={styles.month} data-testid="holiday-month">
      <h3 className={styles.monthTitle}>{t(`holidays.months.${month}`)}</h3>
      <table className={styles.monthGrid}>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col">
                {t(`holidays.weekdaysShort.${weekday}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(year, month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell is known only by its place in the week
                if (!date) return <td key={index} />;
                const mark = marks.get(date);
                const className = mark
                  ? styles[mark.kind]
                  : index === 0 || index === 6
                    ? styles.weekend
                    : undefined;
                return (
                  <td
                    key={date}
                    className={className}
                    title={
                      mark ? `${text.name(mark.holiday)} · ${t(`holidays.mark.${mark.kind}`)}` : undefined
                    }
                    data-mark={mark?.kind}
                  >
                    <span className={styles.dayNumber}>{Number(date.slice(8, 10))}</span>
                    {mark && <span className={styles.badge}>{t(`holidays.badge.${mark.kind}`)}</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
