// Supabase Edge Function `deliver`: sends an update's queued e-mails and pushes, retries one
// delivery, or sends an invitation (README: "Deploying the delivery function"; ADR 0038).
// Called by the app with the signed-in manager's token through supabase.functions.invoke.
import { handleRequest } from './handler.ts';

Deno.serve((request) => handleRequest(request, Deno.env.toObject()));
