/**
 * One view of the customer display, as main derived it: between customers the shop and its promotions, then
 * the number as it is typed, the sale to confirm (and the question), and how it ended. Large type for reading
 * at a metre and a half; numbers always left to right, whatever the page's direction. Never a PIN: main never
 * sends one here.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerRecipient, CustomerScene as Scene, CustomerView } from '@shared/contract';
import type { Formats } from '../../i18n/use-formats';
import { Flag } from '../../ui/flag';
import { initialsOf } from '../../ui/operator-logo';

interface SceneProps {
  view: CustomerView;
  formats: Formats;
  onAnswer(id: string, answer: 'yes' | 'no'): void;
}

export function CustomerScene({ view, formats, onAnswer }: SceneProps) {
  const { scene } = view;
  switch (scene.kind) {
    case 'idle':
      return <Idle shopName={view.shop.name} promotions={scene.promotions} />;
    case 'typing':
      return <Typing scene={scene} />;
    case 'confirm':
      return <Confirm scene={scene} formats={formats} onAnswer={onAnswer} />;
    case 'outcome':
      return <Outcome scene={scene} />;
  }
}

type Operator = { name: string; logo: string | null };

function OperatorMark({ operator }: { operator: Operator }) {
  return (
    <span className="customer-operator">
      <span className="customer-logo" aria-hidden="true">
        {operator.logo ? <img src={operator.logo} alt="" /> : <span className="customer-initials">{initialsOf(operator.name)}</span>}
      </span>
      <span className="customer-operator-name">{operator.name}</span>
    </span>
  );
}

/** The number, with its country's flag: always left to right, as it is written on the phone. */
function Recipient({ recipient, size }: { recipient: CustomerRecipient; size: 'large' | 'huge' }) {
  return (
    <p className={`customer-number is-${size}`} dir="ltr">
      {recipient.kind === 'phone' ? <Flag iso={recipient.country} width={96} /> : null}
      <bdi>{recipient.text || '\u00a0'}</bdi>
    </p>
  );
}

/** How long each promotion stays before the next: long enough to read at the counter. */
const PROMOTION_MS = 7_000;

function Idle({ shopName, promotions }: { shopName: string; promotions: Extract<Scene, { kind: 'idle' }>['promotions'] }) {
  const { t } = useTranslation('customer');
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    if (promotions.length < 2) return;
    const timer = setInterval(() => setTurn((at) => at + 1), PROMOTION_MS);
    return () => clearInterval(timer);
  }, [promotions.length]);
  const promotion = promotions.length > 0 ? promotions[turn % promotions.length] : undefined;
  return (
    <div className="customer-scene is-idle">
      <p className="customer-welcome">{t('welcome')}</p>
      <h1 className="customer-shop">{shopName}</h1>
      {promotion ? (
        <div className="customer-promotion">
          <OperatorMark operator={promotion.operator} />
          <p className="customer-promotion-title">
            <span className="customer-label">{t('promotion')}</span> {promotion.title}
          </p>
          {promotion.description ? <p className="customer-promotion-text">{promotion.description}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

function Typing({ scene }: { scene: Extract<Scene, { kind: 'typing' }> }) {
  const { t } = useTranslation('customer');
  return (
    <div className="customer-scene is-typing">
      <p className="customer-label">{t('typing')}</p>
      <Recipient recipient={scene.recipient} size="huge" />
      {scene.operator ? <OperatorMark operator={scene.operator} /> : null}
    </div>
  );
}

function Confirm({ scene, formats, onAnswer }: { scene: Extract<Scene, { kind: 'confirm' }>; formats: Formats; onAnswer: SceneProps['onAnswer'] }) {
  const { t } = useTranslation('customer');
  const { ask } = scene;
  return (
    <div className="customer-scene is-confirm">
      <div className="customer-sale">
        <p className="customer-label">{t('sendingTo')}</p>
        <Recipient recipient={scene.recipient} size="huge" />
        <OperatorMark operator={scene.operator} />
        <dl className="customer-facts">
          {scene.plan ? (
            <div>
              <dt>{t('plan')}</dt>
              <dd>{scene.plan}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('pays')}</dt>
            <dd className="customer-pays" dir="ltr">
              <bdi>{formats.money(scene.pays)}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('receives')}</dt>
            <dd dir="ltr">
              <bdi>{formats.money(scene.receives)}</bdi>
              {scene.rate ? <span className="customer-rate"> ({t('rate', { from: scene.rate.from, rate: formats.number(Number(scene.rate.rate)), to: scene.rate.to })})</span> : null}
            </dd>
          </div>
          {scene.promotion ? (
            <div>
              <dt>{t('promotion')}</dt>
              <dd>{scene.promotion}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      {ask ? (
        <div className="customer-ask">
          {ask.answer === 'waiting' ? (
            <>
              <p className="customer-question">{scene.recipient.kind === 'email' ? t('ask.questionEmail') : t('ask.question')}</p>
              <button type="button" className="customer-answer is-yes" onClick={() => onAnswer(ask.id, 'yes')}>
                {t('ask.yes')}
              </button>
              <button type="button" className="customer-answer is-no" onClick={() => onAnswer(ask.id, 'no')}>
                {t('ask.no')}
              </button>
            </>
          ) : (
            <p className="customer-question" role="status">
              {ask.answer === 'yes' ? t('ask.thanks') : t('ask.again')}
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}

function Outcome({ scene }: { scene: Extract<Scene, { kind: 'outcome' }> }) {
  const { t } = useTranslation('customer');
  return (
    <div className={`customer-scene is-outcome is-${scene.outcome}`}>
      <Recipient recipient={scene.recipient} size="large" />
      <OperatorMark operator={scene.operator} />
      <p className="customer-outcome" role="status">
        {t(`outcome.${scene.outcome}`)}
      </p>
      {scene.pin && scene.outcome === 'delivered' ? <p className="customer-pin-note">{t('outcome.pin')}</p> : null}
    </div>
  );
}
