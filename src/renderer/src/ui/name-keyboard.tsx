/**
 * The on-screen keyboard for names and the shop's own words: letters with Shift, the accents layer, Arabic,
 * digits and the signs a name or an address holds. It draws the keys use-name-keys.ts says are shown and hands
 * each tap back; what a key does is name-keyboard-state.ts's.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyButton } from './key-button';
import type { Layer, LayoutName, NameKey, PlacedKey } from './name-keyboard-layouts';
import type { Shift } from './name-keyboard-state';
import './text-keyboard.css';

export interface NameKeyboardKeys {
  layer: Layer;
  layout: LayoutName;
  shift: Shift;
  accents: boolean;
  onPress(key: NameKey, at: number): void;
}

export function NameKeyboard({ label, layer, layout, shift, accents, onPress }: NameKeyboardKeys & { label: string }) {
  const { t } = useTranslation();
  const key = ({ key, span }: PlacedKey) => {
    const press = (at: number) => onPress(key, at);
    switch (key.kind) {
      case 'char':
        return (
          <KeyButton key={key.text} span={span} onPress={press}>
            {key.text}
          </KeyButton>
        );
      case 'space':
        return (
          <KeyButton key="space" span={span} label={t('keyboard.space')} onPress={press}>
            ␣
          </KeyButton>
        );
      case 'back':
        return (
          <KeyButton key="back" span={span} quiet label={t('keyboard.backspace')} onPress={press}>
            ⌫
          </KeyButton>
        );
      case 'shift':
        return (
          <KeyButton key="shift" span={span} label={t('keyboard.shift')} pressed={shift !== 'off'} className={shift === 'locked' ? 'is-locked' : undefined} onPress={press}>
            {shift === 'locked' ? '⇪' : '⇧'}
          </KeyButton>
        );
      case 'accents':
        return (
          <KeyButton key="accents" span={span} pressed={accents} title={t('keyboard.accents')} onPress={press}>
            àé
          </KeyButton>
        );
      case 'layout':
        return (
          <KeyButton key="layout" span={span} quiet label={t('keyboard.layout')} className="text-key-small" onPress={press}>
            ⇄ {t(`keyboard.layouts.${layout}`)}
          </KeyButton>
        );
    }
  };
  return (
    <div className="text-keyboard" role="group" aria-label={label} dir="ltr" data-layout={layout} style={{ '--columns': layer.columns } as CSSProperties}>
      {layer.rows.map((row, index) => (
        <div key={index} className="text-keyboard-row">
          {row.map(key)}
        </div>
      ))}
    </div>
  );
}
