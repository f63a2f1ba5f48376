/**
 * How receipts reach paper: the kind of printer, where it is, the paper's width and what printing does by
 * itself, with a test page. The test page always prints with the saved settings (main only knows those), so
 * it waits while the form holds changes that are not saved yet, and says so.
 */
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { type PrinterKind, type PrinterSettings as Printer, type PrintJob, PRINTER_KINDS, RECEIPT_COLUMNS, type ReceiptColumns } from '@shared/contract';
import { PRINT_FROM_TILL, PRINT_TEST_PATH } from '../../app/screen-paths';
import { useBridge } from '../../data/bridge-context';
import { useAction } from '../../data/use-action';
import { useSettingsWriter } from '../../data/use-settings';
import { useStarted } from '../../data/use-started';
import { useTillQuery } from '../../data/use-till-query';
import { ErrorLine } from '../../ui/error-line';
import { usePrintReason } from '../../ui/print-reason';
import './printer-settings.css';

/** The kinds that print through a printer of the computer's, named in `systemName`. */
const SYSTEM_KINDS: ReadonlySet<PrinterKind> = new Set(['system', 'system-raw']);

/** The form's fields whose errors main reports by path ("printer.address"). */
type FieldName = 'address' | 'systemName';

export function PrinterSettings() {
  const bridge = useBridge();
  const writer = useSettingsWriter();
  const { t } = useTranslation('settings');
  const saved = useStarted().settings.printer;
  const [form, setForm] = useState<Printer>(saved);
  // One line for the panel's news: the last save or test page's answer (worded at render, so a new language
  // rewords it); "Save first" while changes wait.
  const [news, setNews] = useState<'saved' | PrintJob | null>(null);
  const change = (next: Partial<Printer>) => setForm((current) => ({ ...current, ...next }));

  // Electron prints a page to a printer of its own computer; a browser on another machine has none to offer.
  const kinds = PRINTER_KINDS.filter((kind) => kind !== 'system' || Boolean(window.till) || saved.kind === 'system');
  const usesSystemPrinter = SYSTEM_KINDS.has(form.kind);
  const printers = useTillQuery('printing.printers', undefined, { enabled: usesSystemPrinter });

  const patch: Printer = { ...form, address: form.address.trim() };
  const changed = (Object.keys(patch) as Array<keyof Printer>).some((key) => patch[key] !== saved[key]);

  const save = useAction(async () => {
    const next = await bridge['settings.update']({ printer: patch });
    writer.set(next);
    setForm(next.printer);
    setNews('saved');
  });
  const [, navigate] = useLocation();
  const test = useAction(async () => {
    setNews(null);
    const job = await bridge['printing.test']();
    setNews(job);
    // The browser prints it itself: the test page opens with its print dialog, and Back returns here.
    if (job.outcome === 'browser') navigate(PRINT_TEST_PATH, { state: PRINT_FROM_TILL });
  });

  const describe = usePrintReason();
  function outcomeText(job: PrintJob): string {
    if (job.outcome !== 'failed') return t(`printer.outcome.${job.outcome}`);
    const reason = describe(job);
    return reason ? t('printer.outcome.failed', { reason }) : t('printer.outcome.failedNoReason');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    test.reset();
    setNews(null);
    void save.run();
  };
  const printTest = () => {
    save.reset();
    void test.run();
  };

  const fieldLabels: Record<FieldName, string> = { address: t('printer.address'), systemName: t('printer.systemPrinter') };
  const onScreen: Record<FieldName, boolean> = { address: form.kind === 'network', systemName: usesSystemPrinter };
  // One error line for the panel, so a message never moves the buttons; a field main refused is named in it.
  const refused = (['address', 'systemName'] as const)
    .filter((field) => onScreen[field])
    .map((field) => ({ field, message: save.error?.fields[`printer.${field}`] }))
    .find((each): each is { field: FieldName; message: string } => each.message !== undefined);
  const panelError = refused ? t('printer.fieldProblem', { field: fieldLabels[refused.field], message: refused.message }) : (save.error ?? test.error ?? (usesSystemPrinter ? printers.error : null));

  const newsText = news === null ? '' : news === 'saved' ? t('printer.saved') : outcomeText(news);
  const status = test.busy ? t('printer.outcome.printing') : changed ? t('printer.saveFirst') : newsText;
  const statusBad = !test.busy && !changed && news !== null && news !== 'saved' && news.outcome === 'failed';

  return (
    <form className="printer-settings" aria-label={t('printer.label')} onSubmit={submit} autoComplete="off">
      <h2>{t('printer.title')}</h2>
      <ChoiceGroup label={t('printer.kind')} value={form.kind} onChange={(value) => change({ kind: kinds.find((kind) => kind === value) ?? form.kind })}>
        {kinds.map((kind) => (
          <Radio key={kind} value={kind} className="choice printer-choice">
            {t(`printer.kinds.${kind}`)}
          </Radio>
        ))}
      </ChoiceGroup>
      <p className="hint">{t(`printer.kindHints.${form.kind}`)}</p>

      {form.kind === 'network' ? (
        <div className="printer-field">
          <label>
            {t('printer.address')}
            <input value={form.address} onChange={(event) => change({ address: event.target.value })} placeholder={t('printer.addressPlaceholder')} spellCheck={false} inputMode="url" dir="ltr" aria-invalid={refused?.field === 'address' || undefined} />
          </label>
          <p className="hint">{t('printer.addressHint')}</p>
        </div>
      ) : null}

      {usesSystemPrinter ? (
        <div className="printer-field">
          {printers.isPending ? (
            <p className="hint">{t('printer.lookingForPrinters')}</p>
          ) : (printers.data?.printers.length ?? 0) > 0 ? (
            <ChoiceGroup label={t('printer.systemPrinter')} value={form.systemName} onChange={(value) => change({ systemName: value })}>
              <Radio value="" className="choice printer-choice">
                {t('printer.defaultPrinter')}
              </Radio>
              {(printers.data?.printers ?? []).map((printer) => (
                <Radio key={printer.name} value={printer.name} className="choice printer-choice" dir="auto">
                  {printer.isDefault ? t('printer.isDefault', { name: printer.name }) : printer.name}
                </Radio>
              ))}
              {/* A saved printer this computer no longer lists stays visible, so saving never drops it unseen. */}
              {saved.systemName !== '' && !printers.data?.printers.some((printer) => printer.name === saved.systemName) ? (
                <Radio value={saved.systemName} className="choice printer-choice" dir="auto">
                  {t('printer.notListed', { name: saved.systemName })}
                </Radio>
              ) : null}
            </ChoiceGroup>
          ) : (
            <>
              <label>
                {t('printer.systemPrinter')}
                <input value={form.systemName} onChange={(event) => change({ systemName: event.target.value })} placeholder={t('printer.defaultPrinter')} spellCheck={false} dir="auto" aria-invalid={refused?.field === 'systemName' || undefined} />
              </label>
              <p className="hint">{t('printer.noPrintersFound')}</p>
            </>
          )}
        </div>
      ) : null}

      <ChoiceGroup label={t('printer.columns')} value={String(form.columns)} onChange={(value) => change({ columns: toColumns(value) ?? form.columns })}>
        {RECEIPT_COLUMNS.map((columns) => (
          <Radio key={columns} value={String(columns)} className="choice printer-choice">
            {t(`printer.columnChoices.${columns}`)}
          </Radio>
        ))}
      </ChoiceGroup>

      <div className="printer-checks">
        <Check checked={form.autoPrint} onChange={(autoPrint) => change({ autoPrint })} label={t('printer.autoPrint')} />
        <Check checked={form.drawerKick} onChange={(drawerKick) => change({ drawerKick })} label={t('printer.drawerKick')} />
      </div>

      <p className={`status-line${statusBad ? ' is-bad' : ''}`} role="status">
        {status}
      </p>
      <ErrorLine error={panelError} />
      <div className="printer-actions">
        <button type="submit" className="button primary" disabled={save.busy || !changed}>
          {save.busy ? t('printer.saving') : t('printer.save')}
        </button>
        <button type="button" className="button" disabled={test.busy || save.busy || changed} onClick={printTest}>
          {t('printer.test')}
        </button>
      </div>
    </form>
  );
}

/** A row of big radio choices under their label: the kind, the printer, the paper. */
function ChoiceGroup({ label, value, onChange, children }: { label: string; value: string; onChange(value: string): void; children: ReactNode }) {
  return (
    <RadioGroup className="printer-group" value={value} onChange={onChange}>
      <Label className="printer-group-label">{label}</Label>
      <div className="printer-group-options">{children}</div>
    </RadioGroup>
  );
}

/** A checkbox as a whole row to press, not a small square to aim at. */
function Check({ checked, onChange, label }: { checked: boolean; onChange(checked: boolean): void; label: string }) {
  return (
    <label className="printer-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

function toColumns(value: string): ReceiptColumns | undefined {
  return RECEIPT_COLUMNS.find((columns) => String(columns) === value);
}
