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

const DESCRIPTION =
  'Connect any OpenAI-compatible provider to parse menus and write training. Your key is ' +
  'stored only in this browser and sent only to the endpoint below. Leave the key empty to ' +
  'use the built-in parser.';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** API key, endpoint and models for any OpenAI-compatible provider, kept only in this browser. */
export function AiSettingsDialog({ open, onOpenChange }: Props) {
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
    if (!settings.apiKey) {
      toast.error('No API key', { description: `${settings.provider} API key not configured` });
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
      toast.success('Connection works', {
        description: images
          ? `${settings.provider} accepted the key. ${settings.model} reads images: photos and scans will be sent as images.`
          : `${settings.provider} accepted the key. ${settings.model} does not read images: photos and scans will be sent as recognised text.`,
      });
    else
      toast.error('Connection failed', {
        description: `${settings.provider} did not accept the key or could not be reached.`,
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
    toast.success('AI settings saved', {
      description:
        input.apiKey && keyOnSignOut === 'forget'
          ? 'They are stored only in this browser; the key is forgotten when you sign out.'
          : 'They are stored only in this browser.',
    });
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      title="AI assistant"
      description={DESCRIPTION}
      onSubmit={onSubmit}
      onOpenChange={onOpenChange}
      noValidate={false}
      submitLabel="Save"
      secondaryAction={
        <Button variant="outline" onClick={() => void testConnection()} disabled={testing}>
          {testing ? 'Testing...' : 'Test connection'}
        </Button>
      }
    >
      <FormField label="API key">
        <Input type="password" autoComplete="off" value={values.apiKey} onChange={set('apiKey')} />
      </FormField>
      {values.apiKey?.trim() ? (
        <KeyOnSignOutField value={keyOnSignOut} onChange={setKeyOnSignOut} />
      ) : null}
      <FormField label="Base URL" error={error} hint="Default: https://api.openai.com/v1">
        <Input
          type="url"
          inputMode="url"
          placeholder="https://api.openai.com/v1"
          value={values.baseURL}
          onChange={set('baseURL')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Model">
          <Input placeholder="gpt-4o-mini" value={values.model} onChange={set('model')} />
        </FormField>
        <FormField label="Small model">
          <Input placeholder="gpt-4o-mini" value={values.smallModel} onChange={set('smallModel')} />
        </FormField>
      </div>
      <Choice
        type="checkbox"
        label="Send photos and scans to the model as images"
        checked={values.sendImages ?? false}
        onChange={(e) => setValues((v) => ({ ...v, sendImages: e.target.checked }))}
      />
    </FormDialog>
  );
}
