import styles from './ClinicSearchForm.module.css';

export interface PrefectureOption {
  value: string;
  label: string;
}

interface Props {
  action: string;
  prefectures: PrefectureOption[];
  selectedPrefecture: string;
  query: string;
  labels: {
    legend: string;
    prefecture: string;
    allPrefectures: string;
    query: string;
    queryHint: string;
    submit: string;
    clear: string;
  };
}

/**
 * The filter as a plain GET form: the chosen prefecture and words travel as query parameters,
 * so it works without JavaScript and a filtered list can be bookmarked or shared.
 */
export function ClinicSearchForm({ action, prefectures, selectedPrefecture, query, labels }: Props) {
  const filtered = selectedPrefecture !== '' || query !== '';
  return (
    <search aria-label={labels.legend}>
      <form className={styles.form} method="get" action={action}>
        <div className={styles.field}>
          <label htmlFor="clinic-prefecture">{labels.prefecture}</label>
          <select id="clinic-prefecture" name="prefecture" defaultValue={selectedPrefecture}>
            <option value="">{labels.allPrefectures}</option>
            {prefectures.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="clinic-query">{labels.query}</label>
          <input
            id="clinic-query"
            name="q"
            type="search"
            defaultValue={query}
            maxLength={100}
            autoComplete="off"
            aria-describedby="clinic-query-hint"
          />
          <p id="clinic-query-hint" className={styles.hint}>
            {labels.queryHint}
          </p>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.submit}>
            {labels.submit}
          </button>
          {filtered && (
            <a className={styles.clear} href={action}>
              {labels.clear}
            </a>
          )}
        </div>
      </form>
    </search>
  );
}
