import { css } from 'goober';
import { cx } from './class-names.ts';
import { vars } from './tokens.ts';

const { color, space, radius, font } = vars;

const group = css`display:flex;flex-wrap:wrap;gap:${space[2]};`;
const chip = css`
  min-height:40px;padding:${space[1]} ${space[4]};border-radius:${radius.full};
  border:1px solid ${color.borderStrong};background:${color.surface};color:${color.text};
  font-size:${font.sm};font-weight:600;cursor:pointer;
  &:hover{background:${color.primarySoft};}
  &[aria-pressed=true]{background:${color.primary};border-color:${color.primary};color:${color.onPrimary};}
`;

export type ToggleChipsProps = {
  /** Names the group for screen readers ("Categoría"). */
  label: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
};

/** One choice among a few, as pressed/unpressed buttons: a filter that shows all its options at a glance. */
export function ToggleChips({ label, options, value, onChange, className }: ToggleChipsProps) {
  return (
    <div role="group" aria-label={label} className={cx(group, className)}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={chip}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
