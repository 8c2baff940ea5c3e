import type { HTMLInputAutoCompleteAttribute } from 'react';
import { prefectures } from '../../domain/prefectures.ts';

interface Props {
  id: string;
  name: string;
  defaultValue: string | undefined;
  autoComplete: HTMLInputAutoCompleteAttribute | undefined;
  placeholder: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The Japanese form's 都道府県: a select of the 47 prefectures, which a phone's saved address
 * (`address-level1`) and the postal code lookup both fill by name. Not `required`: an address
 * typed whole into the street line names its prefecture there (domain/lead/rules.ts).
 */
export function PrefectureSelect({ placeholder, defaultValue, ...props }: Props) {
  return (
    <select {...props} defaultValue={defaultValue ?? ''}>
      <option value="">{placeholder}</option>
      {prefectures.map((prefecture) => (
        <option key={prefecture} value={prefecture}>
          {prefecture}
        </option>
      ))}
    </select>
  );
}
