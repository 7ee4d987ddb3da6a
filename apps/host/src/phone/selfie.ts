import { maxSelfieBytes } from '@muster/protocol';

/** The longest side of a selfie: enough to know a face, small enough to send from a field post. */
const maxSide = 480;

function jpegOf(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no JPEG'))),
      'image/jpeg',
      quality,
    ),
  );
}

async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * A selfie from the front camera (issue #36 item 2): one frame of the stream drawn on a
 * canvas and encoded as JPEG, the quality (then the size) lowered until it is at most
 * 100 kB. Answers it as base64, as the punch txn takes it; the camera is released after.
 */
export async function takeSelfie(video: HTMLVideoElement): Promise<string> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false });
  try {
    video.srcObject = stream;
    await video.play();
    // the first frames of a camera are often dark: let it settle
    await new Promise((resolve) => setTimeout(resolve, 600));
    const scale = Math.min(1, maxSide / Math.max(video.videoWidth || maxSide, video.videoHeight || maxSide));
    const canvas = document.createElement('canvas');
    for (let side = scale; side > 0.1; side *= 0.75) {
      canvas.width = Math.round((video.videoWidth || maxSide) * side);
      canvas.height = Math.round((video.videoHeight || maxSide) * side);
      canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
      for (const quality of [0.8, 0.65, 0.5, 0.35]) {
        const blob = await jpegOf(canvas, quality);
        if (blob.size <= maxSelfieBytes) return base64Of(blob);
      }
    }
    throw new Error('the selfie could not be made small enough');
  } finally {
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  }
}
