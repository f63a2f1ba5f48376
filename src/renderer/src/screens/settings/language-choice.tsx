/** The till's language, each named in itself: a clerk who reads only Arabic still finds العربية. */
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { isLanguage, type Language, LANGUAGE_NAMES, LANGUAGES } from '@shared/languages';
import './language-choice.css';

export function LanguageChoice({ label, value, onChange }: { label: string; value: Language; onChange(language: Language): void }) {
  return (
    <RadioGroup className="language-choice" value={value} onChange={(next) => isLanguage(next) && onChange(next)} orientation="horizontal">
      <Label className="language-choice-label">{label}</Label>
      <div className="language-choice-options">
        {LANGUAGES.map((language) => (
          <Radio key={language} value={language} className="choice language-choice-option" lang={language}>
            {LANGUAGE_NAMES[language]}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
