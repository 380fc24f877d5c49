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
        AI assistant
      </Button>
      {open && <AiSettingsDialog open={open} onOpenChange={setOpen} />}
    </>
  );
}
