import type { dispatchCopy } from '../../../content/admin/dispatch.ts';
import styles from './DispatchOptions.module.css';

export interface DispatchOptionValues {
  format: 'b2' | 'click_post' | 'labels';
  service: string;
  shipDate: string;
  item: string;
  billingCode: string;
  freightNumber: string;
  preset: string;
  offsetX: string;
  offsetY: string;
}

interface Props {
  copy: typeof dispatchCopy;
  values: DispatchOptionValues;
}

/**
 * The format and its options. Every field is always shown (no script hides the ones another
 * format ignores); each fieldset says which format it belongs to.
 */
export function DispatchOptions({ copy, values }: Props) {
  return (
    <div className={styles.options}>
      <fieldset>
        <legend>{copy.formatTitle}</legend>
        {(Object.keys(copy.formats) as (keyof typeof copy.formats)[]).map((format) => (
          <label key={format} className={styles.choice}>
            <input type="radio" name="format" value={format} defaultChecked={values.format === format} />
            {copy.formats[format]}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{copy.b2Title}</legend>
        <label>
          {copy.service}
          <select name="service" defaultValue={values.service}>
            {(Object.keys(copy.services) as (keyof typeof copy.services)[]).map((service) => (
              <option key={service} value={service}>
                {copy.services[service]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {copy.shipDate}
          <input type="date" name="shipDate" defaultValue={values.shipDate} />
        </label>
        <label>
          {copy.item}
          <input type="text" name="item" defaultValue={values.item} maxLength={50} />
        </label>
        <label>
          {copy.billingCode}
          <input type="text" name="billingCode" inputMode="numeric" defaultValue={values.billingCode} maxLength={12} />
        </label>
        <label>
          {copy.freightNumber}
          <input
            type="text"
            name="freightNumber"
            inputMode="numeric"
            defaultValue={values.freightNumber}
            maxLength={2}
          />
        </label>
      </fieldset>
      <fieldset>
        <legend>{copy.labelsTitle}</legend>
        <label>
          {copy.preset}
          <select name="preset" defaultValue={values.preset}>
            {(Object.keys(copy.presets) as (keyof typeof copy.presets)[]).map((preset) => (
              <option key={preset} value={preset}>
                {copy.presets[preset]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {copy.offsetX}
          <input type="number" name="offsetX" step="0.5" min="-10" max="10" defaultValue={values.offsetX} />
        </label>
        <label>
          {copy.offsetY}
          <input type="number" name="offsetY" step="0.5" min="-10" max="10" defaultValue={values.offsetY} />
        </label>
      </fieldset>
    </div>
  );
}
