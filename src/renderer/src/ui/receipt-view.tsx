/**
 * A laid-out receipt drawn as paper: the preview beside a sale, and the page the browser prints. It only places
 * what the core laid out (lines already wrapped to the paper's columns, rows already split), the same way
 * plain-text.ts and the thermal printer do: a line is wrapped again only if a script wider than the monospace
 * grid would run off the paper. The PIN is the one thing drawn its own way: double size and heavy, its groups
 * one column apart as on paper (pin-line.ts in the core), digits left to right in any language. The training
 * mark is text like any other, styled as a band across the sheet (receipt-view.css), so the screen's previews
 * say "TRAINING — NOT VALID" as loudly as the paper does.
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceiptBlock, ReceiptLayout } from '@shared/contract';
import './receipt-view.css';

type TextBlock = Extract<ReceiptBlock, { kind: 'text' }>;
type RowBlock = Extract<ReceiptBlock, { kind: 'row' }>;

interface ReceiptViewProps {
  /** Null while it is being made: the blank sheet holds the place, so nothing around it moves when it comes. */
  layout: ReceiptLayout | null;
  /** The region's name; "Receipt preview" unless the caller says otherwise. */
  label?: string;
  /** Said on the blank sheet while there is no layout (being prepared, or why it could not be). */
  placeholder?: string;
  /** The blank sheet's width (the printer's in Settings), until the layout brings its own. */
  columns?: ReceiptLayout['columns'];
}

export function ReceiptView({ layout, label, placeholder, columns = 48 }: ReceiptViewProps) {
  const { t } = useTranslation('print');
  const width = layout?.columns ?? columns;
  const view = useRef<HTMLElement>(null);
  usePinInView(view, layout);
  return (
    // Focusable: a long voucher scrolls inside this box, and a keyboard must be able to scroll it too.
    <section
      ref={view}
      className={`receipt-view receipt-cols-${width}`}
      aria-label={label ?? t('previewLabel')}
      aria-busy={layout === null}
      tabIndex={0}
    >
      {layout ? (
        <div className="receipt-sheet" dir={layout.direction} lang={layout.language}>
          {layout.blocks.map((block, index) => (
            // The blocks are a fixed list for one layout: their place is their identity.
            <Block key={index} block={block} qrLabel={t('qr')} />
          ))}
        </div>
      ) : (
        <div className="receipt-sheet is-blank">
          <p className="receipt-placeholder">{placeholder ?? ''}</p>
        </div>
      )}
    </section>
  );
}

/**
 * A voucher is taller than the room beside a sale, and its PIN sits below the shop's header: the first time a
 * PIN is drawn, the view scrolls (itself, never the page) to show it in the middle. After that the clerk's own
 * scrolling is left alone, whatever the sale's later updates redraw.
 */
function usePinInView(view: RefObject<HTMLElement | null>, layout: ReceiptLayout | null): void {
  const shown = useRef(false);
  useLayoutEffect(() => {
    const box = view.current;
    const pin = box?.querySelector<HTMLElement>('.receipt-pin');
    if (!box || !pin) {
      shown.current = false;
      return;
    }
    if (shown.current) return;
    shown.current = true;
    // The view is the PIN's offset parent (receipt-view.css): its offsetTop is measured from the view's top.
    box.scrollTop = Math.max(0, pin.offsetTop - (box.clientHeight - pin.offsetHeight) / 2);
  }, [view, layout]);
}

function Block({ block, qrLabel }: { block: ReceiptBlock; qrLabel: string }) {
  switch (block.kind) {
    case 'text':
      return block.role === 'pin' ? <PinText block={block} /> : <TextLines block={block} />;
    case 'row':
      return <Row block={block} />;
    case 'rule':
      return <div className={`receipt-rule is-${block.style}`} aria-hidden="true" />;
    case 'qr':
      return <Qr modules={block.modules} label={qrLabel} />;
    case 'feed':
      // The paper fed out before the cut: blank lines, as tall as that many lines of type.
      return <div className="receipt-feed" aria-hidden="true" style={{ blockSize: `${block.lines}lh` }} />;
    case 'cut':
      return <div className="receipt-cut" aria-hidden="true" />;
    case 'drawer':
      return null;
  }
}

function TextLines({ block }: { block: TextBlock }) {
  return (
    <p className={`receipt-text receipt-role-${block.role} receipt-scale-${block.scale} receipt-align-${block.align}${block.bold ? ' receipt-bold' : ''}`}>
      {block.lines.map((line, index) => (
        // Each line in its own reading order (an English note on an Arabic slip), placed by the sheet's direction.
        <span key={index} className="receipt-line">
          <bdi>{line}</bdi>
        </span>
      ))}
    </p>
  );
}

/**
 * The PIN's groups are drawn apart by spacing, not by space characters: what a clerk copies, or a reader reads
 * out, is the code itself. `pin-code` and the <strong> keep the names the result screen's voucher always had.
 */
function PinText({ block }: { block: TextBlock }) {
  return (
    <p className={`receipt-text receipt-pin pin-code receipt-align-${block.align}`}>
      <strong dir="ltr">
        {block.lines.map((line, index) => (
          <span key={index} className="receipt-pin-line">
            {line
              .split(' ')
              .filter((group) => group !== '')
              .map((group, at) => (
                <span key={at} className="receipt-pin-group">
                  {group}
                </span>
              ))}
          </span>
        ))}
      </strong>
    </p>
  );
}

function Row({ block }: { block: RowBlock }) {
  const bold = block.bold ? ' receipt-bold' : '';
  if (block.inline) {
    return (
      <div className={`receipt-row${bold}`}>
        <span className="receipt-key">
          <bdi>{block.key}</bdi>
        </span>
        <bdi className="receipt-value">{block.value[0] ?? ''}</bdi>
      </div>
    );
  }
  // Too long for one line: the key on its own, then the value's lines against the far edge.
  return (
    <div className={`receipt-row is-stacked${bold}`}>
      <span className="receipt-line receipt-key">
        <bdi>{block.key}</bdi>
      </span>
      {block.value.map((line, index) => (
        <span key={index} className="receipt-line receipt-value">
          <bdi>{line}</bdi>
        </span>
      ))}
    </div>
  );
}

/** The quiet zone a scanner needs around the code, in modules. */
const QUIET = 4;

/** One path for the whole code: each row's runs of dark modules as rectangles, so edges meet without seams. */
export function qrPath(modules: readonly string[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (row[x] !== '1') {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x] === '1') x += 1;
      parts.push(`M${start + QUIET} ${y + QUIET}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join('');
}

function Qr({ modules, label }: { modules: string[]; label: string }) {
  const size = Math.max(modules.length, ...modules.map((row) => row.length)) + 2 * QUIET;
  return (
    <div className="receipt-qr-block">
      <svg className="receipt-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" xmlns="http://www.w3.org/2000/svg">
        <rect width={size} height={size} fill="#fff" />
        <path d={qrPath(modules)} fill="#000" />
      </svg>
    </div>
  );
}
