import { Suspense, useCallback, useEffect, useState } from 'react';

/**
 * Hydration in steps. React hydrates in small slices and yields to the browser between them;
 * Preact, which runs this code (decision 0011), hydrates in one go, and on a phone a long page
 * becomes one long task that delays every tap. A `HydrationStep` is a suspense boundary that,
 * during the first hydration only, waits for a task of its own: the prerendered DOM inside it
 * stays as it is and is adopted one boundary per task, in document order. After the first
 * hydration, and in the prerender, it renders its children directly.
 *
 * Rules for where a step may go (decision 0011):
 * - its children render exactly one element: Preact keeps one node for a waiting boundary;
 * - nothing above it changes a context its children read before it is adopted: hydration does
 *   not patch attributes, so such a change would leave the DOM stale. Props are safe (below).
 * Used for page sections and the footer: static content that holds no state of its parents.
 */
type Step = Promise<void> & { done?: boolean };

let firstHydration = typeof document !== 'undefined';
let queue: Promise<void> = Promise.resolve();

const channel = typeof MessageChannel === 'undefined' ? null : new MessageChannel();
const waiting: Array<() => void> = [];
if (channel) channel.port1.onmessage = () => waiting.shift()?.();

/** Resolves in a new task; a message, not a timer, so a paused test clock cannot hold it. */
export function nextTask() {
  return new Promise<void>((resolve) => {
    waiting.push(resolve);
    channel!.port2.postMessage(null);
  });
}

function scheduleStep(): Step {
  const step: Step = (queue = queue.then(nextTask)).then(() => {
    step.done = true;
  });
  return step;
}

/**
 * Resolves once every step of the first hydration has been adopted, steps met inside other steps
 * included; boundaries that mount after that render at once.
 */
export async function afterHydrationSteps() {
  let seen: Promise<void>;
  do {
    seen = queue;
    await seen;
    await nextTask();
  } while (seen !== queue);
  firstHydration = false;
}

function Wait({ step, children }: { step: Step | null; children: React.ReactNode }) {
  if (step && !step.done) throw step;
  return children;
}

function Adopted({ onAdopted, children }: { onAdopted: () => void; children: React.ReactNode }) {
  useEffect(onAdopted, [onAdopted]);
  return children;
}

/**
 * Hydration adopts the DOM as the server rendered it and does not patch attributes. Should the
 * parent re-render with other children before this step comes, the step still hydrates the
 * children it was first given, then renders the current ones as an ordinary update (what React
 * does for a boundary that is still dehydrated). When the children did not change, that update
 * stops at once: the same element is not rendered twice.
 */
export function HydrationStep({ children }: { children: React.ReactNode }) {
  const [step] = useState(() => (firstHydration ? scheduleStep() : null));
  const [firstChildren] = useState(children);
  const [hydrated, setHydrated] = useState(step === null);
  const onAdopted = useCallback(() => setHydrated(true), []);
  return (
    <Suspense fallback={null}>
      <Wait step={step}>
        <Adopted onAdopted={onAdopted}>{hydrated ? children : firstChildren}</Adopted>
      </Wait>
    </Suspense>
  );
}
