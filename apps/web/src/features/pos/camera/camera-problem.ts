/** Why the camera view shows a message instead of the picture. */
export const cameraProblems = ['denied', 'noCamera', 'busy', 'failed'] as const;
export type CameraProblem = (typeof cameraProblems)[number];

/** Names getUserMedia's failure (DOMException names; the older Chrome ones too). */
export function cameraProblemOf(error: unknown): CameraProblem {
  switch ((error as { name?: unknown } | null)?.name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'noCamera';
    case 'NotReadableError':
    case 'TrackStartError':
      return 'busy';
    default:
      return 'failed';
  }
}

/** Camera scanning is offered where the browser can give a camera at all (secure pages, a camera API). */
export function cameraApiPresent(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}
