import { LeadFields } from './LeadFields.tsx';

interface Props {
  fields: { key: string; label: string; value: string | null }[];
  empty: string;
}

/** Where the lead's visit began (first page, referrer, UTM) and its offline source (issue 34). */
export function FirstTouchPanel({ fields, empty }: Props) {
  return (
    <div data-first-touch="">
      <LeadFields fields={fields} empty={empty} />
    </div>
  );
}
