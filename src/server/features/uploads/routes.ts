/**
 * Uploaded plan images. Admins POST a file's bytes as the request body with the file's own
 * Content-Type (PNG, JPEG, WebP or GIF; at most 5 MB); the answer is its address. Anyone may GET
 * it: the name is the content's hash, so the bytes never change and browsers and proxies keep
 * them for a year.
 */
import type { FastifyError, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/contracts/common.ts'
import { uploadSchema } from '#shared/contracts/uploads.ts'
import {
  isUploadImageType,
  UPLOAD_MAX_BYTES,
  uploadImageTypes,
  type UploadImageType,
} from '#shared/upload-paths.ts'
import { userCtx } from '#server/plugins/auth.ts'
import { matchesEtag } from '#server/caches/cached-answer.ts'
import { AppError, Invalid } from '#server/lib/errors.ts'
import { getUpload } from './get-upload.ts'
import { saveUpload } from './save-upload.ts'
import { messages } from '#shared/messages.ts'

const MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024
const tooLarge = () =>
  new AppError(413, 'BAD_REQUEST', messages.errors.uploadTooLarge({ mb: MAX_MB }))
const unsupported = () => new AppError(415, 'BAD_REQUEST', messages.errors.uploadWrongType)

/** The request's media type without parameters, lower case: `image/png`. */
const mediaType = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()

/**
 * Before the body is read (and after the admin check): a type we do not store, or a declared
 * length over the limit, is refused without reading a byte.
 */
async function checkUploadHeaders(request: FastifyRequest) {
  if (!isUploadImageType(mediaType(request))) throw unsupported()
  const length = Number(request.headers['content-length'])
  if (Number.isFinite(length) && length > UPLOAD_MAX_BYTES) throw tooLarge()
}

/** POST /api/uploads: registered under /api. */
export const uploadApiRoutes: FastifyPluginAsyncZod = async (app) => {
  // Image bodies are read as bytes, in this plugin only; a body sent without a length (chunked)
  // is cut off at the limit.
  app.addContentTypeParser(
    Object.keys(uploadImageTypes),
    { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
    (_request, body, done) => done(null, body),
  )
  // Fastify's own refusals in the words of this feature; anything else goes to the app's handler.
  // Set before the route: a route keeps the error handler set when it was added.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge()
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw unsupported()
    throw error
  })

  app.post(
    '/uploads',
    {
      onRequest: [app.requireAdmin, checkUploadHeaders],
      bodyLimit: UPLOAD_MAX_BYTES,
      schema: {
        tags: ['uploads'],
        summary: `Upload a plan image: the file's bytes as the body with its Content-Type (PNG, JPEG, WebP or GIF; at most ${MAX_MB} MB). Admins only`,
        description:
          "Answers the image's address, /uploads/<sha256>.<ext>, its size and its smaller copies in AVIF and WebP (made now, EXIF orientation applied, metadata stripped): 201 when stored, 200 when the same file was already there. A file that cannot be read as a picture, or of more than 40 megapixels, is a 400 naming `file`.",
        consumes: Object.keys(uploadImageTypes),
        body: z.any().describe('The image file, as bytes'),
        response: {
          200: uploadSchema.describe('The same file was uploaded before: its address'),
          201: uploadSchema.describe('Stored: its address'),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const bytes: unknown = request.body
      if (!Buffer.isBuffer(bytes)) throw new Invalid(messages.errors.uploadNoBody)
      const { upload, created } = await saveUpload({
        ctx: userCtx(request),
        contentType: mediaType(request) as UploadImageType,
        bytes,
      })
      return reply.code(created ? 201 : 200).send(upload)
    },
  )
}

/** GET /uploads/:file: registered at the site's root, beside the web app's files. */
export const uploadFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/:file',
    {
      // PNG, JPEG, WebP, GIF and AVIF are compressed already.
      compress: false,
      schema: {
        tags: ['uploads'],
        summary:
          'An uploaded image, or one of its AVIF and WebP copies (cached for a year: its name is its SHA-256)',
        params: z.object({
          file: z
            .string()
            .max(100)
            .describe(
              '<sha256>.<ext>, or a copy: <sha256>-<width>w.<avif|webp>, as the upload answered',
            ),
        }),
        response: {
          200: z.any().describe('The image bytes, with their content type'),
          304: z.void().describe('Not modified: the If-None-Match ETag is current'),
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const image = await getUpload({ ctx: request.ctx, file: request.params.file })
      const etag = `"${image.etag}"`
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send()
      return reply.type(image.contentType).send(image.bytes)
    },
  )
}
