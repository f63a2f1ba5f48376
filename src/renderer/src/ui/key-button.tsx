/**
 * A key of an on-screen keyboard. It never takes the focus, so the field being typed in keeps its caret, and it
 * is out of the Tab order because a keyboard user types on the keyboard itself.
 */
import type { CSSProperties, MouseEvent, ReactNode } from 'react';

// Focus moves on mousedown (touch fires one too): preventing it leaves the caret where it was.
export const keepFocus = (event: MouseEvent) => event.preventDefault();

interface KeyButtonProps {
  children: ReactNode;
  /** When what the key shows is not its name (⌫, ⇧). */
  label?: string;
  /** Key-widths, of the keyboard's --columns. */
  span?: number;
  quiet?: boolean;
  /** A switch's state (Shift, the accents layer). */
  pressed?: boolean;
  className?: string;
  title?: string;
  /** With the tap's time stamp, for a double tap. */
  onPress(at: number): void;
}

export function KeyButton({ children, label, span = 1, quiet = false, pressed, className, title, onPress }: KeyButtonProps) {
  const classes = ['text-key', quiet ? 'key-quiet' : '', className ?? ''].filter(Boolean).join(' ');
  const style = span === 1 ? undefined : ({ '--span': span } as CSSProperties);
  return (
    <button type="button" className={classes} style={style} tabIndex={-1} aria-label={label} aria-pressed={pressed} title={title} onMouseDown={keepFocus} onClick={(event) => onPress(event.timeStamp)}>
      {children}
    </button>
  );
}
