// HTTP for a center's design settings: PATCH /volunteer_centers/current/profile, the logo and
// favicon uploads, the hero image (the files module's, 16:9) and the contact person's photo (square). Each answers the center with its
// profile, the same document as GET /volunteer_centers/current?include=profile, so the client can
// swap it in its cache.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CENTER_PROFILE_READ_ONLY,
  CENTER_PROFILE_WRITABLE,
  centerProfileSchema,
} from '../../../common/schemas/center-profile';
import type { Tx } from '../../db/connection';
import { runAfterCommit } from '../../db/held-transaction';
import { requireUser } from '../../lib/current-user';
import {
  readUploadedImage,
  removeUploadedImage,
  storeUploadedImage,
  type ImageKind,
} from '../../lib/image-upload';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildRequestCtx } from '../../lib/request-ctx';
import type { VolunteerCenterRow } from '../../db/schema/volunteer-centers';
import { prepareImageUpload, recordFile, removeFileFolders, saveOrDiscard } from '../files/service';
import { buildCenterDocument, PROFILE_TYPE } from '../volunteer-centers/serializer';
import type { CenterWithProfile } from '../volunteer-centers/service';
import { readResourceAttributes, validateResourceAttributes } from '../../lib/request-validation';
import {
  assertMayEditCenter,
  replaceCenterHero,
  replaceContactPersonPhoto,
  setCenterImage,
  updateCenterDesign,
  type CenterImage,
} from './service';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const FAVICON_MAX_BYTES = 512 * 1024;

const IMAGE_RULES: Record<CenterImage, { maxBytes: number; accepted: readonly ImageKind[] }> = {
  logo: { maxBytes: LOGO_MAX_BYTES, accepted: ['png', 'jpeg', 'webp', 'gif'] },
  favicon: { maxBytes: FAVICON_MAX_BYTES, accepted: ['png', 'ico', 'gif', 'jpeg', 'webp'] },
};

function sendCenter(reply: FastifyReply, item: CenterWithProfile) {
  reply.header('cache-control', 'no-store');
  return sendDocument(reply, buildCenterDocument(item, new Set(['profile'])));
}

export async function centerProfileRoutes(app: FastifyInstance) {
  // Multipart only for these routes (this plugin is encapsulated); limits are set per upload.
  await app.register(multipart, { limits: { files: 1, fileSize: LOGO_MAX_BYTES } });

  app.patch('/volunteer_centers/current/profile', async (request, reply) => {
    const user = requireUser(request);
    const center = assertMayEditCenter(user, request.tenant, request.center);
    const attributes = readResourceAttributes(request.body, PROFILE_TYPE);
    const input = validateResourceAttributes(centerProfileSchema, attributes, {
      type: PROFILE_TYPE,
      writable: CENTER_PROFILE_WRITABLE,
      readOnly: CENTER_PROFILE_READ_ONLY,
    });
    const { item, removedImages } = await request.withTenant((tx) =>
      updateCenterDesign({ tx, tenant: request.tenant }, center, input),
    );
    // Only once the change is committed: an idempotent write's transaction may still roll back.
    for (const url of removedImages) {
      await runAfterCommit(request.heldTransaction, () =>
        removeUploadedImage(app.fileStore, request.tenant, url),
      );
    }
    return sendCenter(reply, item);
  });

  async function uploadImage(request: FastifyRequest, reply: FastifyReply, image: CenterImage) {
    const user = requireUser(request);
    const center = assertMayEditCenter(user, request.tenant, request.center);
    const file = await readUploadedImage(request, IMAGE_RULES[image]);
    const stored = await storeUploadedImage(app.fileStore, request.tenant, file);
    let result;
    try {
      result = await request.withTenant((tx) =>
        setCenterImage({ tx, tenant: request.tenant }, center, image, stored.url),
      );
    } catch (error) {
      await removeUploadedImage(app.fileStore, request.tenant, stored.url);
      throw error;
    }
    // The replaced upload is no longer referenced (seeded /brand/ images are left alone). A
    // multipart request holds no transaction (plugins/idempotency.ts), so this runs now.
    await runAfterCommit(request.heldTransaction, () =>
      removeUploadedImage(app.fileStore, request.tenant, result.previousUrl),
    );
    return sendCenter(reply.code(200), result.item);
  }

  app.post('/volunteer_centers/current/profile/logo', (request, reply) =>
    uploadImage(request, reply, 'logo'),
  );
  app.post('/volunteer_centers/current/profile/favicon', (request, reply) =>
    uploadImage(request, reply, 'favicon'),
  );

  /**
   * The hero and the contact person's photo are files-module images: each has a POST (upload,
   * replacing the one before) and a DELETE; the replaced file is removed once committed.
   */
  const FILE_IMAGES = [
    { path: 'hero_image', purpose: 'center_hero', replace: replaceCenterHero },
    {
      path: 'contact_person_photo',
      purpose: 'contact_person_photo',
      replace: replaceContactPersonPhoto,
    },
  ] as const;

  for (const image of FILE_IMAGES) {
    /** Sets the image to the file `record` writes (null: removes it); deletes the one replaced. */
    const replace = async (
      request: FastifyRequest,
      center: VolunteerCenterRow,
      record: (tx: Tx) => Promise<string | null>,
    ) => {
      const ctx = buildRequestCtx(request);
      const { item, removed } = await request.withTenant((tx) =>
        image.replace({ tx, tenant: request.tenant }, ctx, center, record),
      );
      await removeFileFolders(request, [removed]);
      return item;
    };

    app.post(`/volunteer_centers/current/profile/${image.path}`, async (request, reply) => {
      const user = requireUser(request);
      const center = assertMayEditCenter(user, request.tenant, request.center);
      const prepared = await prepareImageUpload(request, buildRequestCtx(request), {
        purpose: image.purpose,
        centerId: center.id,
        pointer: `/data/attributes/${image.path}`,
      });
      const item = await saveOrDiscard(prepared, () =>
        replace(request, center, async (tx) => (await recordFile(tx, prepared)).id),
      );
      return sendCenter(reply, item);
    });

    app.delete(`/volunteer_centers/current/profile/${image.path}`, async (request, reply) => {
      const user = requireUser(request);
      const center = assertMayEditCenter(user, request.tenant, request.center);
      return sendCenter(reply, await replace(request, center, async () => null));
    });
  }
}
