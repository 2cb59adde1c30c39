import { css } from 'goober';
import { Checkbox } from './checkbox.tsx';
import { ToggleChips } from './toggle-chips.tsx';
import { hintText } from './control-style.ts';
import { vars } from './tokens.ts';

const box = css`display:flex;flex-direction:column;gap:${vars.space[2]};`;
const label = css`font-weight:600;`;

export type ReadingValue<Size extends string> = { textSize: Size; highContrast: boolean };

export type ReadingControlsProps<Size extends string> = {
  texts: { textSize: string; sizes: Record<Size, string>; highContrast: string; hint: string };
  value: ReadingValue<Size>;
  onChange: (change: Partial<ReadingValue<Size>>) => void;
  /** Keeps the ids apart when the control appears twice on one page (the menu and Mi Perfil). */
  idPrefix: string;
};

/**
 * "Tamaño del texto" as pressed buttons (every size named and seen at a glance) and "Alto contraste" as a
 * checkbox: both act at once, with no save step an older member could miss.
 */
export function ReadingControls<Size extends string>({ texts, value, onChange, idPrefix }: ReadingControlsProps<Size>) {
  return (
    <div className={box}>
      {/* The group below is named for screen readers; this is its visible twin. */}
      <span className={label} aria-hidden="true">
        {texts.textSize}
      </span>
      <ToggleChips
        label={texts.textSize}
        options={(Object.keys(texts.sizes) as Size[]).map((size) => ({ value: size, label: texts.sizes[size] }))}
        value={value.textSize}
        onChange={(size) => onChange({ textSize: size as Size })}
      />
      <Checkbox
        id={`${idPrefix}-contrast`}
        label={texts.highContrast}
        checked={value.highContrast}
        onChange={(event) => onChange({ highContrast: event.currentTarget.checked })}
      />
      <p className={hintText}>{texts.hint}</p>
    </div>
  );
}
