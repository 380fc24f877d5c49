import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { Button } from '@/components/ui/button';
import { Choice } from '@/components/ui/choice';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  aiSettingsInputSchema,
  readStoredAiSettings,
  resolveAiSettings,
  type AiSettingsInput,
} from '@/lib/ai/settings';
import {
  clearKeyOnSignOut,
  readKeyOnSignOut,
  writeKeyOnSignOut,
  type KeyOnSignOut,
} from './key-on-sign-out';
import { KeyOnSignOutField } from './key-on-sign-out-field';
import { saveAiSettings } from './use-ai-settings';

// Examples shown in the fields: an address and a model name, the same in every language.
const OPENAI_URL = 'https://api.openai.com/v1';
const EXAMPLE_MODEL = 'gpt-4o-mini';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** API key, endpoint and models for any OpenAI-compatible provider, kept only in this browser. */
export function AiSettingsDialog({ open, onOpenChange }: Props) {
  const { t } = useLingui();
  const stored = readStoredAiSettings();
  const [values, setValues] = useState<AiSettingsInput>({
    apiKey: stored.apiKey ?? '',
    baseURL: stored.baseURL ?? '',
    model: stored.model ?? '',
    smallModel: stored.smallModel ?? '',
    sendImages: stored.sendImages,
  });
  const [keyOnSignOut, setKeyOnSignOut] = useState<KeyOnSignOut>(readKeyOnSignOut);
  const [error, setError] = useState<string>();
  const [testing, setTesting] = useState(false);
  const set = (key: keyof AiSettingsInput) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const parsed = () => {
    const result = aiSettingsInputSchema.safeParse(values);
    setError(result.success ? undefined : result.error.issues[0]?.message);
    return result.success ? result.data : null;
  };

  const testConnection = async () => {
    const input = parsed();
    if (!input) return;
    const settings = resolveAiSettings(input);
    const { provider, model } = settings;
    if (!settings.apiKey) {
      toast.error(t`No API key`, { description: t`${provider} API key not configured` });
      return;
    }
    setTesting(true);
    const { checkImageSupport, validateApiKey } = await import('@/lib/ai/validate-key');
    const ok = await validateApiKey(settings);
    // The same check tells whether photos and scans can go to the model as images.
    const images = ok && (await checkImageSupport(settings));
    setTesting(false);
    if (ok) setValues((v) => ({ ...v, sendImages: images }));
    if (ok)
      toast.success(t`Connection works`, {
        description: images
          ? t`${provider} accepted the key. ${model} reads images: photos and scans will be sent as images.`
          : t`${provider} accepted the key. ${model} does not read images: photos and scans will be sent as recognised text.`,
      });
    else
      toast.error(t`Connection failed`, {
        description: t`${provider} did not accept the key or could not be reached.`,
      });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = parsed();
    if (!input) return;
    saveAiSettings(input);
    // Without a key there is nothing to forget; the next key starts from the default again.
    if (input.apiKey) writeKeyOnSignOut(keyOnSignOut);
    else clearKeyOnSignOut();
    toast.success(t`AI settings saved`, {
      description:
        input.apiKey && keyOnSignOut === 'forget'
          ? t`They are stored only in this browser; the key is forgotten when you sign out.`
          : t`They are stored only in this browser.`,
    });
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      title={t`AI assistant`}
      description={t`Connect any OpenAI-compatible provider to parse menus and write training. Your key is stored only in this browser and sent only to the endpoint below. Leave the key empty to use the built-in parser.`}
      onSubmit={onSubmit}
      onOpenChange={onOpenChange}
      noValidate={false}
      submitLabel={t`Save`}
      secondaryAction={
        <Button variant="outline" onClick={() => void testConnection()} disabled={testing}>
          {testing ? t`Testing...` : t`Test connection`}
        </Button>
      }
    >
      <FormField label={t`API key`}>
        <Input type="password" autoComplete="off" value={values.apiKey} onChange={set('apiKey')} />
      </FormField>
      {values.apiKey?.trim() ? (
        <KeyOnSignOutField value={keyOnSignOut} onChange={setKeyOnSignOut} />
      ) : null}
      <FormField label={t`Base URL`} error={error} hint={t`Default: https://api.openai.com/v1`}>
        <Input
          type="url"
          inputMode="url"
          placeholder={OPENAI_URL}
          value={values.baseURL}
          onChange={set('baseURL')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t`Model`}>
          <Input placeholder={EXAMPLE_MODEL} value={values.model} onChange={set('model')} />
        </FormField>
        <FormField label={t`Small model`}>
          <Input
            placeholder={EXAMPLE_MODEL}
            value={values.smallModel}
            onChange={set('smallModel')}
          />
        </FormField>
      </div>
      <Choice
        type="checkbox"
        label={t`Send photos and scans to the model as images`}
        checked={values.sendImages ?? false}
        onChange={(e) => setValues((v) => ({ ...v, sendImages: e.target.checked }))}
      />
    </FormDialog>
  );
}
