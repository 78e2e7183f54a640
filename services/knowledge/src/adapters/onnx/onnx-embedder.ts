import path from 'node:path';
import { ConfigError } from '@counsel/kit';
import type { Embedder } from '../../ports/embedder.js';

/** The optional package, loaded only when EMBEDDING_MODEL_PATH is set (it is not a dependency: ~470 MB). */
const TRANSFORMERS = '@huggingface/transformers';

interface FeatureExtractor {
  (texts: string[], opts: { pooling: 'mean'; normalize: boolean }): Promise<{ tolist(): number[][] }>;
  dispose?(): Promise<void>;
}

/**
 * A local sentence-embedding model (ONNX) through @huggingface/transformers with remote models off:
 * EMBEDDING_MODEL_PATH is the model folder (config.json, tokenizer files, onnx/model.onnx).
 * Install the package yourself (`npm install @huggingface/transformers` with `onnxruntime-node-install=skip`).
 */
export class OnnxEmbedder implements Embedder {
  private constructor(readonly id: string, readonly dimensions: number, private readonly extractor: FeatureExtractor) {}

  static async load(modelPath: string): Promise<OnnxEmbedder> {
    let mod: { pipeline: (task: string, model: string, opts: object) => Promise<FeatureExtractor>; env: Record<string, unknown> };
    try {
      mod = await import(TRANSFORMERS);
    } catch {
      throw new ConfigError(`EMBEDDING_MODEL_PATH is set but ${TRANSFORMERS} is not installed`);
    }
    const dir = path.resolve(modelPath);
    mod.env.allowRemoteModels = false;
    mod.env.localModelPath = path.dirname(dir) + path.sep;
    const extractor = await mod.pipeline('feature-extraction', path.basename(dir), { local_files_only: true });
    const probe = (await extractor(['probe'], { pooling: 'mean', normalize: true })).tolist()[0];
    return new OnnxEmbedder(`onnx:${path.basename(dir)}:${probe.length}`, probe.length, extractor);
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += 16) {
      const rows = (await this.extractor([...texts.slice(i, i + 16)], { pooling: 'mean', normalize: true })).tolist();
      out.push(...rows.map((r) => Float32Array.from(r)));
    }
    return out;
  }

  async close() {
    await this.extractor.dispose?.();
  }
}
