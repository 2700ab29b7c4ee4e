/**
 * An inline script's body that runs `start` once, when the browser reports the first paint (a paint timing entry:
 * no timer, so a test's fake clock cannot hold it back), after the next frame where paint timing is missing, and at
 * once in a tab that is or becomes hidden, where no paint comes (decisions 0065, 0070).
 */
export function afterFirstPaint(start: string) {
  return [
    'let started=false;',
    `const start=async()=>{if(started)return;started=true;${start}};`,
    'document.addEventListener("visibilitychange",start);',
    'if(document.visibilityState==="hidden")start();',
    'else if(PerformanceObserver.supportedEntryTypes.includes("paint"))',
    'new PerformanceObserver((_,observer)=>{observer.disconnect();start()}).observe({type:"paint",buffered:true});',
    'else requestAnimationFrame(()=>setTimeout(start));',
  ].join('');
}
