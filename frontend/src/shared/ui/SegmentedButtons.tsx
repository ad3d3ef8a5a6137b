import "./SegmentedButtons.css";

interface SegmentedButtonsProps<T extends string | number> {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** Pick one of a few options (a group of toggle buttons, the pressed one is the choice). */
export function SegmentedButtons<T extends string | number>({ label, options, value, onChange }: SegmentedButtonsProps<T>) {
  return (
    <div className="segmented" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="segmented__button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
