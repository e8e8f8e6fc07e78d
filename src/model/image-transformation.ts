/** Image transformation options of spec §3, applied to item images by the image renderer. */
export interface ImageTransformationOptions {
  readonly crop?: { readonly width: number; readonly height: number };
  readonly gravity?: 'center' | 'north' | 'south' | 'east' | 'west' | 'face';
  readonly tint?: { readonly color: string; readonly alpha: number };
  readonly flipX?: boolean;
  readonly flipY?: boolean;
  readonly artisticFilter?: string;
  /** 1–100. */
  readonly quality?: number;
}
