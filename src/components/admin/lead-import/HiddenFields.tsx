interface Props {
  /** Each field carried to the next step: the staged file, the source, the mapping. */
  fields: [string, string][];
}

/** The values one step of a form carries to the next, as hidden inputs. */
export function HiddenFields({ fields }: Props) {
  return (
    <>
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
