import { consoleAuthCopy } from "@innovatehub/content/console";
import { supabase } from "../lib/supabase";
import { CodeForm } from "./code-form";

/** Later sign-ins: a code from the factor enrolled before. */
export function ChallengeStep({ factorId }: { factorId: string }) {
  async function verify(code: string) {
    const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
    if (error) {
      throw error;
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-small text-muted-foreground">{consoleAuthCopy.challengeIntro}</p>
      <CodeForm verify={verify} />
    </div>
  );
}
