import { Trans } from '@lingui/react/macro';
import { Bot } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { AiSettingsDialog } from './ai-settings-dialog';

export function AiSettingsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Bot aria-hidden />
        <Trans>AI assistant</Trans>
      </Button>
      {open && <AiSettingsDialog open={open} onOpenChange={setOpen} />}
    </>
  );
}
