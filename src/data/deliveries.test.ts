import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n';
import { outcomeSentence, type DeliveryOutcome } from './deliveries';

const report = (sent: number, failed: number): DeliveryOutcome => ({
  kind: 'report',
  report: { sent, failed, deliveries: [] },
});

afterEach(() => activateLocale('en'));

describe('outcomeSentence', () => {
  it('says what the server sent, with plurals, and nothing when there was nothing to send', () => {
    expect(outcomeSentence({ kind: 'none' })).toBeNull();
    expect(outcomeSentence(report(0, 0))).toBeNull();
    expect(outcomeSentence(report(1, 0))).toBe('1 e-mail or push alert sent.');
    expect(outcomeSentence(report(2, 1))).toBe(
      '2 e-mail or push alerts sent, 1 failed: see Details to retry.',
    );
    expect(outcomeSentence({ kind: 'error', message: 'offline' })).toBe(
      'E-mail and push alerts were not sent yet (offline): retry from Details.',
    );
  });

  it('says it in Spanish when Spanish is shown; the server message as it came', async () => {
    await activateLocale('es');
    expect(outcomeSentence(report(1, 0))).toBe('1 alerta por correo electrónico o push enviada.');
    expect(outcomeSentence(report(3, 2))).toBe(
      '3 alertas por correo electrónico o push enviadas, 2 con error: consulte Detalles para reintentar.',
    );
    expect(outcomeSentence({ kind: 'error', message: 'offline' })).toBe(
      'Las alertas por correo electrónico y push aún no se enviaron (offline): reintente desde Detalles.',
    );
  });
});
