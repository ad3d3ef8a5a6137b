import { useEffect, useState } from "react";
import { whenIdle } from "@/shared/lib/whenIdle";

/** False on the server and the first render; true once the browser is idle after hydration. */
export function useIdle(timeoutMs = 2000): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => whenIdle(() => setIsIdle(true), timeoutMs), [timeoutMs]);
  return isIdle;
}
