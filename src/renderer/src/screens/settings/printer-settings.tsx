/**
 * How receipts reach paper: the kind of printer, where it is, the paper's width and what printing does by
 * itself, with a test page. The test page always prints with the saved settings (main only knows those), so
 * it waits while the form holds changes that are not saved yet, and says so.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PrinterKind, type PrinterSettings as Printer, type PrintJob, PRINTER_KINDS, RECEIPT_COLUMNS, type ReceiptColumns } from '@shared/contract';
import { useBridge } from '../../data/bridge-context';
import { useAction } from '../../data/use-action';
import { useStarted } from '../../data/use-started';
import { useTillQuery } from '../../data/use-till-query';
import { usePrintInPlace } from '../../ui/print-in-place';
import { usePrintReason } from '../../ui/print-reason';
import { CheckRow } from './check-row';
import { Choice, ChoiceGroup } from './choice-group';
import { SettingsFoot } from './settings-foot';
import { useSaveSettings } from '../../ui/use-settings-change';
import '../../ui/settings-form.css';
import './printer-settings.css';

/** The kinds that print through a printer of the computer's, named in `systemName`. */
const SYSTEM_KINDS: ReadonlySet<PrinterKind> = new Set(['system', 'system-raw']);

/** The form's fields whose errors main reports by path ("printer.address"). */
type FieldName = 'address' | 'systemName';

export function PrinterSettings() {
  const bridge = useBridge();
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

  const save = useSaveSettings((next) => {
    setForm(next.printer);
    setNews('saved');
  });
  const inPlace = usePrintInPlace();
  const test = useAction(async () => {
    setNews(null);
    const job = await bridge['printing.test']();
    setNews(job);
    // The browser prints it itself, from here: its print window over Settings, which stay as they were.
    if (job.outcome === 'browser') inPlace.print('test');
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
    void save.run({ printer: patch });
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
  const panelError = refused ? t('printer.fieldProblem', { field: fieldLabels[refused.field], message: refused.message }) : (save.error ?? test.error ?? inPlace.error ?? (usesSystemPrinter ? printers.error : null));

  const newsText = news === null ? '' : news === 'saved' ? t('printer.saved') : outcomeText(news);
  const status = test.busy ? t('printer.outcome.printing') : changed ? t('printer.saveFirst') : newsText;
  const statusBad = !test.busy && !changed && news !== null && news !== 'saved' && news.outcome === 'failed';

  return (
    <form className="settings-form printer-settings" aria-label={t('printer.label')} onSubmit={submit} autoComplete="off">
      <ChoiceGroup className="printer-kinds" label={t('printer.kind')} value={form.kind} onChange={(value) => change({ kind: kinds.find((kind) => kind === value) ?? form.kind })}>
        {kinds.map((kind) => (
          <Choice key={kind} value={kind}>
            {t(`printer.kinds.${kind}`)}
          </Choice>
        ))}
      </ChoiceGroup>
      <p className="hint">{t(`printer.kindHints.${form.kind}`)}</p>
      <ChoiceGroup className="printer-paper" label={t('printer.columns')} value={String(form.columns)} onChange={(value) => change({ columns: toColumns(value) ?? form.columns })}>
        {RECEIPT_COLUMNS.map((columns) => (
          <Choice key={columns} value={String(columns)}>
            {t(`printer.columnChoices.${columns}`)}
          </Choice>
        ))}
      </ChoiceGroup>
      <div className="settings-columns">
        <div className="settings-column">
          {form.kind === 'network' ? (
            <>
              <label className="settings-field">
                {t('printer.address')}
                <input value={form.address} onChange={(event) => change({ address: event.target.value })} placeholder={t('printer.addressPlaceholder')} spellCheck={false} inputMode="url" dir="ltr" aria-invalid={refused?.field === 'address' || undefined} />
              </label>
              <p className="hint">{t('printer.addressHint')}</p>
            </>
          ) : null}

          {usesSystemPrinter ? (
            <div className="printer-system">
              {printers.isPending ? (
                <p className="hint">{t('printer.lookingForPrinters')}</p>
              ) : (printers.data?.printers.length ?? 0) > 0 ? (
                <ChoiceGroup label={t('printer.systemPrinter')} value={form.systemName} onChange={(value) => change({ systemName: value })}>
                  <Choice value="">{t('printer.defaultPrinter')}</Choice>
                  {(printers.data?.printers ?? []).map((printer) => (
                    <Choice key={printer.name} value={printer.name} dir="auto">
                      {printer.isDefault ? t('printer.isDefault', { name: printer.name }) : printer.name}
                    </Choice>
                  ))}
                  {/* A saved printer this computer no longer lists stays visible, so saving never drops it unseen. */}
                  {saved.systemName !== '' && !printers.data?.printers.some((printer) => printer.name === saved.systemName) ? (
                    <Choice value={saved.systemName} dir="auto">
                      {t('printer.notListed', { name: saved.systemName })}
                    </Choice>
                  ) : null}
                </ChoiceGroup>
              ) : (
                <>
                  <label className="settings-field">
                    {t('printer.systemPrinter')}
                    <input value={form.systemName} onChange={(event) => change({ systemName: event.target.value })} placeholder={t('printer.defaultPrinter')} spellCheck={false} dir="auto" aria-invalid={refused?.field === 'systemName' || undefined} />
                  </label>
                  <p className="hint">{t('printer.noPrintersFound')}</p>
                </>
              )}
            </div>
          ) : null}
        </div>
        <div className="settings-column">
          <CheckRow checked={form.autoPrint} onChange={(autoPrint) => change({ autoPrint })} label={t('printer.autoPrint')} />
          <CheckRow checked={form.drawerKick} onChange={(drawerKick) => change({ drawerKick })} label={t('printer.drawerKick')} />
          <button type="button" className="button" disabled={test.busy || save.busy || changed} onClick={printTest}>
            {t('printer.test')}
          </button>
        </div>
      </div>

      <SettingsFoot news={status} bad={statusBad} error={panelError}>
        <button type="submit" className="button primary" disabled={save.busy || !changed}>
          {save.busy ? t('printer.saving') : t('printer.save')}
        </button>
      </SettingsFoot>
      {inPlace.sheet}
    </form>
  );
}

function toColumns(value: string): ReceiptColumns | undefined {
  return RECEIPT_COLUMNS.find((columns) => String(columns) === value);
}
