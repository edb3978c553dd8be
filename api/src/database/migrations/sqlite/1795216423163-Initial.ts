import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795216423163 implements MigrationInterface {
  name = 'Initial1795216423163';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "image" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "version" integer NOT NULL DEFAULT (1),
                "extension" varchar(10) NOT NULL DEFAULT (''),
                "mimeType" varchar(100) NOT NULL DEFAULT (''),
                "width" integer NOT NULL DEFAULT (0),
                "height" integer NOT NULL DEFAULT (0),
                "alt" varchar(255) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "size" integer NOT NULL DEFAULT (0),
                "storage" varchar(255) NOT NULL DEFAULT (''),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "tag" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(100) NOT NULL DEFAULT (''),
                "imageId" integer
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "delivery_area" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "position" integer NOT NULL DEFAULT (0),
                "area" varchar(255) NOT NULL DEFAULT (''),
                "price" decimal(12, 2) NOT NULL DEFAULT (0),
                "tax" decimal(5, 2) NOT NULL DEFAULT (0),
                "free" boolean NOT NULL DEFAULT (0),
                "freeFromOrderValue" decimal(12, 2),
                "minimumOrderValue" decimal(12, 2),
                "branchId" integer NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "division" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "title" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                CONSTRAINT "UQ_4ee6d1e7651f90179ce7097bc46" UNIQUE ("identifier")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "branch" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "street" varchar(255) NOT NULL DEFAULT (''),
                "zipCode" varchar(20) NOT NULL DEFAULT (''),
                "city" varchar(100) NOT NULL DEFAULT (''),
                "phone" varchar(50) NOT NULL DEFAULT (''),
                "email" varchar(255) NOT NULL DEFAULT (''),
                "website" varchar(255) NOT NULL DEFAULT (''),
                "longitude" double,
                "latitude" double,
                "keywords" varchar(1000) NOT NULL DEFAULT (''),
                "imageOrder" json NOT NULL,
                "isEnabled" boolean NOT NULL DEFAULT (1),
                "isPublic" boolean NOT NULL DEFAULT (1),
                "openingHours" json NOT NULL,
                "deliveryHours" json NOT NULL,
                "isDeliveryHoursEnabled" boolean NOT NULL DEFAULT (0),
                "isDeliveryEnabled" boolean NOT NULL DEFAULT (0),
                "isTakeawayEnabled" boolean NOT NULL DEFAULT (1),
                "isDineInEnabled" boolean NOT NULL DEFAULT (0),
                "isPreorderEnabled" boolean NOT NULL DEFAULT (0),
                "isTableSelectionEnabled" boolean NOT NULL DEFAULT (0),
                "isAppointmentRequired" boolean NOT NULL DEFAULT (0),
                "isQuotationRequired" boolean NOT NULL DEFAULT (0),
                "isCashEnabled" boolean NOT NULL DEFAULT (1),
                "isATMCardEnabled" boolean NOT NULL DEFAULT (0),
                "isHydroAGVoucherEnabled" boolean NOT NULL DEFAULT (0),
                "isMollieEnabled" boolean NOT NULL DEFAULT (0),
                "isDatatransEnabled" boolean NOT NULL DEFAULT (0),
                "isDeliveryEmailRequired" boolean NOT NULL DEFAULT (0),
                "isDineInEmailRequired" boolean NOT NULL DEFAULT (0),
                "isTakeawayEmailRequired" boolean NOT NULL DEFAULT (0),
                "isDeliveryPhoneRequired" boolean NOT NULL DEFAULT (1),
                "isDineInPhoneRequired" boolean NOT NULL DEFAULT (0),
                "isTakeawayPhoneRequired" boolean NOT NULL DEFAULT (0),
                "isDeliveryAddressRequired" boolean NOT NULL DEFAULT (1),
                "isDineInAddressRequired" boolean NOT NULL DEFAULT (0),
                "isTakeawayAddressRequired" boolean NOT NULL DEFAULT (0),
                "orderableFrom" varchar(5) NOT NULL DEFAULT (''),
                "closedMessage" text,
                "apiKey" varchar(64) NOT NULL DEFAULT (''),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "logoId" integer,
                "divisionId" integer,
                CONSTRAINT "UQ_ba93990a71fc1bccf1d56a0c855" UNIQUE ("identifier")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "user" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "username" varchar(180) NOT NULL DEFAULT (''),
                "email" varchar(255) NOT NULL DEFAULT (''),
                "firstName" varchar(100) NOT NULL DEFAULT (''),
                "lastName" varchar(100) NOT NULL DEFAULT (''),
                "password" varchar(255) NOT NULL DEFAULT (''),
                "roles" json NOT NULL,
                "isEnabled" boolean NOT NULL DEFAULT (1),
                "isLocked" boolean NOT NULL DEFAULT (0),
                "expiresAt" datetime(6),
                "timeTrackingToken" varchar(64) NOT NULL DEFAULT (''),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "UQ_78a916df40e02a9deb1c4b75edb" UNIQUE ("username")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "session" (
                "id" varchar(64) PRIMARY KEY NOT NULL,
                "csrfToken" varchar(64) NOT NULL DEFAULT (''),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "lastSeenAt" datetime(6) NOT NULL,
                "expiresAt" datetime(6) NOT NULL,
                "ip" varchar(64) NOT NULL DEFAULT (''),
                "userAgent" varchar(255) NOT NULL DEFAULT (''),
                "userId" integer NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_3d2f174ef04fb312fdebd0ddc5" ON "session" ("userId")
        `);
    await queryRunner.query(`
            CREATE TABLE "category" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "isEnabled" boolean NOT NULL DEFAULT (1),
                "schedule" json,
                "isVisibleWhenUnavailable" boolean NOT NULL DEFAULT (0),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "imageId" integer
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "menu" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(255) NOT NULL DEFAULT (''),
                "availableFrom" datetime(6) NOT NULL,
                "catalog" json NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "product" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "uid" varchar(50) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "allergens" json NOT NULL,
                "allergenNote" varchar(1000) NOT NULL DEFAULT (''),
                "type" varchar(20) NOT NULL DEFAULT ('normal'),
                "price" decimal(12, 2) NOT NULL,
                "unit" varchar(20) NOT NULL DEFAULT ('piece'),
                "alternativeUnits" json NOT NULL,
                "minimumQuantity" decimal(12, 3),
                "maximumQuantity" decimal(12, 3),
                "quantityStepSize" decimal(12, 3),
                "defaultQuantity" decimal(12, 3),
                "defaultUnit" varchar(20),
                "calculationModel" varchar(20) NOT NULL DEFAULT ('fixed'),
                "tax" decimal(5, 2) NOT NULL DEFAULT (0),
                "takeawayTax" decimal(5, 2) NOT NULL DEFAULT (0),
                "dineInTax" decimal(5, 2) NOT NULL DEFAULT (0),
                "imageOrder" json NOT NULL,
                "isPriceHidden" boolean NOT NULL DEFAULT (0),
                "isEnabled" boolean NOT NULL DEFAULT (1),
                "schedule" json,
                "isStepByStep" boolean NOT NULL DEFAULT (0),
                "isLeadTimeEnabled" boolean NOT NULL DEFAULT (0),
                "leadTimeType" varchar(20) NOT NULL DEFAULT ('days'),
                "leadTimeValue" integer NOT NULL DEFAULT (0),
                "bundleProductOrder" json NOT NULL,
                "config" json NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "UQ_45f791c6b86ce1dd9b9838cede4" UNIQUE ("uid")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "block" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "type" varchar(30) NOT NULL DEFAULT ('text'),
                "value" json NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "UQ_1ed5a8d416167d7a985f7d1e85c" UNIQUE ("identifier")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "config" (
                "id" integer PRIMARY KEY NOT NULL,
                "shopName" varchar(255) NOT NULL DEFAULT (''),
                "businessName" varchar(255) NOT NULL DEFAULT (''),
                "title" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "seoTitle" varchar(255) NOT NULL DEFAULT (''),
                "seoDescription" varchar(1000) NOT NULL DEFAULT (''),
                "website" varchar(500) NOT NULL DEFAULT (''),
                "currency" varchar(3) NOT NULL DEFAULT ('EUR'),
                "street" varchar(255) NOT NULL DEFAULT (''),
                "zipCode" varchar(20) NOT NULL DEFAULT (''),
                "city" varchar(100) NOT NULL DEFAULT (''),
                "phone" varchar(50) NOT NULL DEFAULT (''),
                "email" varchar(255) NOT NULL DEFAULT (''),
                "vatNo" varchar(50) NOT NULL DEFAULT (''),
                "termsAndConditions" varchar(500) NOT NULL DEFAULT (''),
                "termsAndConditionsText" text,
                "privacyPolicy" varchar(500) NOT NULL DEFAULT (''),
                "privacyPolicyText" text,
                "imprint" varchar(500) NOT NULL DEFAULT (''),
                "imprintText" text,
                "allergens" varchar(500) NOT NULL DEFAULT (''),
                "allergensText" text,
                "defaultDeliveryMethod" varchar(20) NOT NULL DEFAULT ('takeaway'),
                "enablePluginPWA" boolean NOT NULL DEFAULT (0),
                "enablePluginMapbox" boolean NOT NULL DEFAULT (0),
                "enablePluginToolbar" boolean NOT NULL DEFAULT (0),
                "enablePluginHomePage" boolean NOT NULL DEFAULT (0),
                "enablePluginSearch" boolean NOT NULL DEFAULT (0),
                "enablePluginTags" boolean NOT NULL DEFAULT (0),
                "enablePluginCategoryBar" boolean NOT NULL DEFAULT (0),
                "mapboxZoom" integer NOT NULL DEFAULT (0),
                "mapboxPitch" integer NOT NULL DEFAULT (0),
                "mapboxBearing" integer NOT NULL DEFAULT (0),
                "isSmsEnabled" boolean NOT NULL DEFAULT (0),
                "isDonationEnabled" boolean NOT NULL DEFAULT (0),
                "isCashEnabled" boolean NOT NULL DEFAULT (0),
                "isATMCardEnabled" boolean NOT NULL DEFAULT (0),
                "isHydroAGVoucherEnabled" boolean NOT NULL DEFAULT (0),
                "isMollieEnabled" boolean NOT NULL DEFAULT (0),
                "isDatatransEnabled" boolean NOT NULL DEFAULT (0),
                "isOrderReviewEnabled" boolean NOT NULL DEFAULT (0),
                "isFrontDeskEnabled" boolean NOT NULL DEFAULT (0),
                "isTicketEnabled" boolean NOT NULL DEFAULT (0),
                "metaTitle" varchar(255) NOT NULL DEFAULT (''),
                "metaDescription" varchar(1000) NOT NULL DEFAULT (''),
                "metaUrl" varchar(500) NOT NULL DEFAULT (''),
                "ogTitle" varchar(255) NOT NULL DEFAULT (''),
                "ogDescription" varchar(1000) NOT NULL DEFAULT (''),
                "ogUrl" varchar(500) NOT NULL DEFAULT (''),
                "twitterTitle" varchar(255) NOT NULL DEFAULT (''),
                "twitterDescription" varchar(1000) NOT NULL DEFAULT (''),
                "twitterUrl" varchar(500) NOT NULL DEFAULT (''),
                "themeColor" varchar(7) NOT NULL DEFAULT ('#C49560'),
                "adPixelId" varchar(50) NOT NULL DEFAULT (''),
                "primaryColor" varchar(7) NOT NULL DEFAULT ('#C49560'),
                "backgroundColor" varchar(7) NOT NULL DEFAULT ('#FAFAFA'),
                "fontFamily" varchar(100) NOT NULL DEFAULT (''),
                "borderRadius" varchar(20) NOT NULL DEFAULT ('1.2rem'),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "metaImageId" integer,
                "ogImageId" integer,
                "twitterImageId" integer,
                "logoId" integer,
                "faviconId" integer,
                "shareImageId" integer
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "navigation" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "isPublic" boolean NOT NULL DEFAULT (1),
                "items" json NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "UQ_9d20962c460e6519004683d531c" UNIQUE ("identifier")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "site" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "path" varchar(255) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "title" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "type" varchar(30) NOT NULL DEFAULT ('default'),
                "isPublic" boolean NOT NULL DEFAULT (1),
                "content" json NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "imageId" integer,
                CONSTRAINT "UQ_a690de688575302543179c689dc" UNIQUE ("path")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "device" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "type" varchar(20) NOT NULL DEFAULT (''),
                "isEnabled" boolean NOT NULL DEFAULT (1),
                "secret" varchar(64) NOT NULL DEFAULT (''),
                "lastSeenAt" datetime(6),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "branchId" integer,
                CONSTRAINT "UQ_24e06f26a9b60c56e8e54c19e05" UNIQUE ("identifier")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "analytics_log" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "type" varchar(100) NOT NULL DEFAULT (''),
                "action" varchar(100) NOT NULL DEFAULT (''),
                "category" varchar(100) NOT NULL DEFAULT (''),
                "data" json NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_291bd614fccdf4540a5def2f71" ON "analytics_log" ("createdAt")
        `);
    await queryRunner.query(`
            CREATE TABLE "log" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "level" varchar(10) NOT NULL DEFAULT (''),
                "channel" varchar(100) NOT NULL DEFAULT (''),
                "message" text NOT NULL,
                "context" json NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "userId" integer
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_8e4eb51a35d81b64dda28eed0a" ON "log" ("createdAt")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_8751ee313fa79486a1eafac2d4" ON "log" ("channel", "createdAt")
        `);
    await queryRunner.query(`
            CREATE TABLE "upload" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "version" integer NOT NULL DEFAULT (1),
                "extension" varchar(10) NOT NULL DEFAULT (''),
                "publicHash" varchar(32) NOT NULL DEFAULT (''),
                "mimeType" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "size" integer NOT NULL DEFAULT (0),
                "storage" varchar(255) NOT NULL DEFAULT (''),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "font" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "family" varchar(100) NOT NULL DEFAULT (''),
                "variant" varchar(20) NOT NULL DEFAULT (''),
                "uploadId" integer
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_9431c88600c9dafb2bd7111738" ON "font" ("family", "variant")
        `);
    await queryRunner.query(`
            CREATE TABLE "image_template" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(255) NOT NULL DEFAULT (''),
                "width" integer NOT NULL DEFAULT (1080),
                "height" integer NOT NULL DEFAULT (1080),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "image_template_layer" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "position" integer NOT NULL DEFAULT (0),
                "type" varchar(20) NOT NULL DEFAULT ('text'),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "x" integer NOT NULL DEFAULT (0),
                "y" integer NOT NULL DEFAULT (0),
                "width" integer NOT NULL DEFAULT (0),
                "height" integer NOT NULL DEFAULT (0),
                "text" text,
                "fontSize" integer NOT NULL DEFAULT (16),
                "color" varchar(7) NOT NULL DEFAULT ('#000000'),
                "templateId" integer NOT NULL,
                "fontId" integer,
                "imageId" integer
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "donatee" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                CONSTRAINT "UQ_c4e4e0fbd6982e5dbc3dfcb3f42" UNIQUE ("identifier")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "order_item" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "position" integer NOT NULL,
                "productUid" varchar(50) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "amount" decimal(12, 3) NOT NULL,
                "unit" varchar(10) NOT NULL DEFAULT (''),
                "parts" json NOT NULL,
                "calculationModel" varchar(20) NOT NULL DEFAULT ('fixed'),
                "isPriceHidden" boolean NOT NULL DEFAULT (0),
                "unitPrice" decimal(12, 2) NOT NULL DEFAULT (0),
                "gross" decimal(12, 2) NOT NULL DEFAULT (0),
                "net" decimal(12, 2) NOT NULL DEFAULT (0),
                "taxRate" decimal(5, 2) NOT NULL DEFAULT (0),
                "orderId" integer NOT NULL,
                "productId" integer
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_a416607ea22af382546c7b27b7" ON "order_item" ("orderId", "position")
        `);
    await queryRunner.query(`
            CREATE TABLE "questionnaire" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "rating" integer NOT NULL,
                "foodRating" integer NOT NULL,
                "serviceRating" integer NOT NULL,
                "processRating" integer NOT NULL,
                "comment" text,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "orderId" integer NOT NULL,
                CONSTRAINT "REL_d4e23e2306ac51651a58c0119f" UNIQUE ("orderId")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "customer_order" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "uid" varchar(32) NOT NULL DEFAULT (''),
                "hash" varchar(64) NOT NULL DEFAULT (''),
                "ticketNumber" integer NOT NULL,
                "businessDay" varchar(10) NOT NULL DEFAULT (''),
                "isCompany" boolean NOT NULL DEFAULT (0),
                "companyName" varchar(255) NOT NULL DEFAULT (''),
                "firstName" varchar(100) NOT NULL DEFAULT (''),
                "lastName" varchar(100) NOT NULL DEFAULT (''),
                "company" varchar(255) NOT NULL DEFAULT (''),
                "street" varchar(255) NOT NULL DEFAULT (''),
                "floor" varchar(20) NOT NULL DEFAULT (''),
                "stairway" varchar(20) NOT NULL DEFAULT (''),
                "door" varchar(20) NOT NULL DEFAULT (''),
                "zipCode" varchar(20) NOT NULL DEFAULT (''),
                "city" varchar(100) NOT NULL DEFAULT (''),
                "country" varchar(2) NOT NULL DEFAULT ('AT'),
                "vatNo" varchar(50) NOT NULL DEFAULT (''),
                "phone" varchar(50) NOT NULL DEFAULT (''),
                "email" varchar(255) NOT NULL DEFAULT (''),
                "isDeliveryAddressDifferent" boolean NOT NULL DEFAULT (0),
                "isDeliveryCompany" boolean NOT NULL DEFAULT (0),
                "deliveryCompanyName" varchar(255) NOT NULL DEFAULT (''),
                "deliveryFirstName" varchar(100) NOT NULL DEFAULT (''),
                "deliveryLastName" varchar(100) NOT NULL DEFAULT (''),
                "deliveryStreet" varchar(255) NOT NULL DEFAULT (''),
                "deliveryFloor" varchar(20) NOT NULL DEFAULT (''),
                "deliveryStairway" varchar(20) NOT NULL DEFAULT (''),
                "deliveryDoor" varchar(20) NOT NULL DEFAULT (''),
                "deliveryZipCode" varchar(20) NOT NULL DEFAULT (''),
                "deliveryCity" varchar(100) NOT NULL DEFAULT (''),
                "deliveryCountry" varchar(2) NOT NULL DEFAULT ('AT'),
                "deliveryAreaName" varchar(255) NOT NULL DEFAULT (''),
                "deliveryAreaFee" decimal(12, 2),
                "deliveryAreaTaxRate" decimal(5, 2) NOT NULL DEFAULT (0),
                "comment" text,
                "appointmentDate" datetime(6),
                "paymentMethod" varchar(20) NOT NULL DEFAULT ('cash'),
                "legalInstructions" boolean NOT NULL DEFAULT (0),
                "privacyPolicy" boolean NOT NULL DEFAULT (0),
                "tableIdentifier" varchar(50),
                "appointment" datetime(6),
                "counterAppointment" datetime(6),
                "rejectionMessage" text,
                "isConfirmed" boolean NOT NULL DEFAULT (0),
                "isCompleted" boolean NOT NULL DEFAULT (0),
                "isRejected" boolean NOT NULL DEFAULT (0),
                "isCanceled" boolean NOT NULL DEFAULT (0),
                "isFailed" boolean NOT NULL DEFAULT (0),
                "isDelivery" boolean NOT NULL DEFAULT (0),
                "isDineIn" boolean NOT NULL DEFAULT (0),
                "isInDelivery" boolean NOT NULL DEFAULT (0),
                "isDelivered" boolean NOT NULL DEFAULT (0),
                "isPaid" boolean NOT NULL DEFAULT (0),
                "isRefunded" boolean NOT NULL DEFAULT (0),
                "isEnteredByStaff" boolean NOT NULL DEFAULT (0),
                "paymentRedirectUrl" varchar(2000),
                "paymentReference" varchar(255),
                "gross" decimal(12, 2) NOT NULL DEFAULT (0),
                "totalNet" decimal(12, 2) NOT NULL DEFAULT (0),
                "totalGross" decimal(12, 2) NOT NULL DEFAULT (0),
                "deliveryGross" decimal(12, 2) NOT NULL DEFAULT (0),
                "taxes" json NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "branchId" integer NOT NULL,
                "deliveryAreaId" integer,
                "donateeId" integer,
                CONSTRAINT "UQ_deee254d2d7bcf6fc8037770a22" UNIQUE ("uid")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_1e39ac6677a54e2c9c76b57629" ON "customer_order" ("paymentReference")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_57841719a66e88adabac1b553e" ON "customer_order" ("createdAt")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_9a0c2753c8af5e75233c39ffae" ON "customer_order" ("branchId", "businessDay", "ticketNumber")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_da7e67b1efb73e9eeb363b95df" ON "customer_order" ("branchId", "createdAt")
        `);
    await queryRunner.query(`
            CREATE TABLE "idempotency_record" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "key" varchar(255) NOT NULL DEFAULT (''),
                "requestHash" varchar(64) NOT NULL DEFAULT (''),
                "responseStatus" integer,
                "responseBody" json,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "orderId" integer,
                CONSTRAINT "UQ_c30d9b595b0c4bf59cc03ce604c" UNIQUE ("key")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_0506b4f42fb119b584fc2c729f" ON "idempotency_record" ("createdAt")
        `);
    await queryRunner.query(`
            CREATE TABLE "ticket_counter" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "businessDay" varchar(10) NOT NULL DEFAULT (''),
                "lastNumber" integer NOT NULL DEFAULT (0),
                "branchId" integer NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_a6656253f6478a782e18dfca98" ON "ticket_counter" ("branchId", "businessDay")
        `);
    await queryRunner.query(`
            CREATE TABLE "department" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "branchId" integer NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "dining_table" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(50) NOT NULL DEFAULT (''),
                "name" varchar(100) NOT NULL DEFAULT (''),
                "branchId" integer NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_e22dcaa5abb30556e1b5f28213" ON "dining_table" ("branchId", "identifier")
        `);
    await queryRunner.query(`
            CREATE TABLE "signage_segment" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(255) NOT NULL DEFAULT (''),
                "type" varchar(20) NOT NULL DEFAULT (''),
                "duration" integer NOT NULL DEFAULT (10),
                "content" json NOT NULL,
                "isEnabled" boolean NOT NULL DEFAULT (1),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "signage_stream_segment" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "position" integer NOT NULL DEFAULT (0),
                "streamId" integer NOT NULL,
                "segmentId" integer NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9748e41227909e6bbeb8127bb9" ON "signage_stream_segment" ("streamId", "position")
        `);
    await queryRunner.query(`
            CREATE TABLE "signage_stream" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(255) NOT NULL DEFAULT (''),
                "isEnabled" boolean NOT NULL DEFAULT (1),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "signage_device" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "orientation" varchar(20) NOT NULL DEFAULT ('landscape'),
                "lastSeenAt" datetime(6),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "branchId" integer,
                "streamId" integer,
                CONSTRAINT "UQ_7b47191e01c795684f41b1b9f46" UNIQUE ("identifier")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "holiday_balance" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "year" integer NOT NULL,
                "entitlement" decimal(12, 3) NOT NULL DEFAULT (0),
                "taken" decimal(12, 3) NOT NULL DEFAULT (0),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "userId" integer NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_99604b62591bbc8d0a0aad4f68" ON "holiday_balance" ("userId", "year")
        `);
    await queryRunner.query(`
            CREATE TABLE "project" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "isEnabled" boolean NOT NULL DEFAULT (1),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "task" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "isDone" boolean NOT NULL DEFAULT (0),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "projectId" integer
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "working_activity" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "state" varchar(10) NOT NULL DEFAULT ('running'),
                "start" datetime(6) NOT NULL,
                "end" datetime(6),
                "pauses" json NOT NULL,
                "comment" text,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "userId" integer NOT NULL,
                "branchId" integer,
                "departmentId" integer,
                "projectId" integer,
                "taskId" integer
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_8f93acdff51815a90b9d981d15" ON "working_activity" ("start")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_fe7ea851874909f58b34ccb265" ON "working_activity" ("userId", "start")
        `);
    await queryRunner.query(`
            CREATE TABLE "working_schedule" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "start" datetime(6) NOT NULL,
                "end" datetime(6) NOT NULL,
                "comment" text,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "userId" integer NOT NULL,
                "branchId" integer,
                "departmentId" integer
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b617aa40725360cb1f8936b9eb" ON "working_schedule" ("start")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7205c4d4a699ddc6d525a4c5a4" ON "working_schedule" ("userId", "start")
        `);
    await queryRunner.query(`
            CREATE TABLE "branch_tags" (
                "branchId" integer NOT NULL,
                "tagId" integer NOT NULL,
                PRIMARY KEY ("branchId", "tagId")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b8b2eede24c7eb77b0bce5bcad" ON "branch_tags" ("branchId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_55ed09d1e4434fef0a279572d4" ON "branch_tags" ("tagId")
        `);
    await queryRunner.query(`
            CREATE TABLE "branch_images" (
                "branchId" integer NOT NULL,
                "imageId" integer NOT NULL,
                PRIMARY KEY ("branchId", "imageId")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9c3fb79ced23df727a6f845838" ON "branch_images" ("branchId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_65a06b740b5f2e2e53c758be5e" ON "branch_images" ("imageId")
        `);
    await queryRunner.query(`
            CREATE TABLE "user_branches" (
                "userId" integer NOT NULL,
                "branchId" integer NOT NULL,
                PRIMARY KEY ("userId", "branchId")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_730d741ac106176848e5b3c96c" ON "user_branches" ("userId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_d4bfb1375daa4e5e17f3def240" ON "user_branches" ("branchId")
        `);
    await queryRunner.query(`
            CREATE TABLE "menu_branches" (
                "menuId" integer NOT NULL,
                "branchId" integer NOT NULL,
                PRIMARY KEY ("menuId", "branchId")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7ba8939b7f521b2a3ff8acf8da" ON "menu_branches" ("menuId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_f0df18179b7a223461deca8514" ON "menu_branches" ("branchId")
        `);
    await queryRunner.query(`
            CREATE TABLE "product_images" (
                "productId" integer NOT NULL,
                "imageId" integer NOT NULL,
                PRIMARY KEY ("productId", "imageId")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b367708bf720c8dd62fc683316" ON "product_images" ("productId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9eb7d7ebaf2263ae0e45fea918" ON "product_images" ("imageId")
        `);
    await queryRunner.query(`
            CREATE TABLE "product_bundle_items" (
                "bundleId" integer NOT NULL,
                "productId" integer NOT NULL,
                PRIMARY KEY ("bundleId", "productId")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_f64ed56e85e0f6b3b45cac096a" ON "product_bundle_items" ("bundleId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_a1e5f823a7a8fb4b64d9bf1bb8" ON "product_bundle_items" ("productId")
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_tag" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(100) NOT NULL DEFAULT (''),
                "imageId" integer,
                CONSTRAINT "FK_ed2aa8b9f3195c77083687f02e2" FOREIGN KEY ("imageId") REFERENCES "image" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_tag"("id", "name", "imageId")
            SELECT "id",
                "name",
                "imageId"
            FROM "tag"
        `);
    await queryRunner.query(`
            DROP TABLE "tag"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_tag"
                RENAME TO "tag"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_delivery_area" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "position" integer NOT NULL DEFAULT (0),
                "area" varchar(255) NOT NULL DEFAULT (''),
                "price" decimal(12, 2) NOT NULL DEFAULT (0),
                "tax" decimal(5, 2) NOT NULL DEFAULT (0),
                "free" boolean NOT NULL DEFAULT (0),
                "freeFromOrderValue" decimal(12, 2),
                "minimumOrderValue" decimal(12, 2),
                "branchId" integer NOT NULL,
                CONSTRAINT "FK_5b5a936b1c88583f2058ea1e443" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_delivery_area"(
                    "id",
                    "position",
                    "area",
                    "price",
                    "tax",
                    "free",
                    "freeFromOrderValue",
                    "minimumOrderValue",
                    "branchId"
                )
            SELECT "id",
                "position",
                "area",
                "price",
                "tax",
                "free",
                "freeFromOrderValue",
                "minimumOrderValue",
                "branchId"
            FROM "delivery_area"
        `);
    await queryRunner.query(`
            DROP TABLE "delivery_area"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_delivery_area"
                RENAME TO "delivery_area"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_branch" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "street" varchar(255) NOT NULL DEFAULT (''),
                "zipCode" varchar(20) NOT NULL DEFAULT (''),
                "city" varchar(100) NOT NULL DEFAULT (''),
                "phone" varchar(50) NOT NULL DEFAULT (''),
                "email" varchar(255) NOT NULL DEFAULT (''),
                "website" varchar(255) NOT NULL DEFAULT (''),
                "longitude" double,
                "latitude" double,
                "keywords" varchar(1000) NOT NULL DEFAULT (''),
                "imageOrder" json NOT NULL,
                "isEnabled" boolean NOT NULL DEFAULT (1),
                "isPublic" boolean NOT NULL DEFAULT (1),
                "openingHours" json NOT NULL,
                "deliveryHours" json NOT NULL,
                "isDeliveryHoursEnabled" boolean NOT NULL DEFAULT (0),
                "isDeliveryEnabled" boolean NOT NULL DEFAULT (0),
                "isTakeawayEnabled" boolean NOT NULL DEFAULT (1),
                "isDineInEnabled" boolean NOT NULL DEFAULT (0),
                "isPreorderEnabled" boolean NOT NULL DEFAULT (0),
                "isTableSelectionEnabled" boolean NOT NULL DEFAULT (0),
                "isAppointmentRequired" boolean NOT NULL DEFAULT (0),
                "isQuotationRequired" boolean NOT NULL DEFAULT (0),
                "isCashEnabled" boolean NOT NULL DEFAULT (1),
                "isATMCardEnabled" boolean NOT NULL DEFAULT (0),
                "isHydroAGVoucherEnabled" boolean NOT NULL DEFAULT (0),
                "isMollieEnabled" boolean NOT NULL DEFAULT (0),
                "isDatatransEnabled" boolean NOT NULL DEFAULT (0),
                "isDeliveryEmailRequired" boolean NOT NULL DEFAULT (0),
                "isDineInEmailRequired" boolean NOT NULL DEFAULT (0),
                "isTakeawayEmailRequired" boolean NOT NULL DEFAULT (0),
                "isDeliveryPhoneRequired" boolean NOT NULL DEFAULT (1),
                "isDineInPhoneRequired" boolean NOT NULL DEFAULT (0),
                "isTakeawayPhoneRequired" boolean NOT NULL DEFAULT (0),
                "isDeliveryAddressRequired" boolean NOT NULL DEFAULT (1),
                "isDineInAddressRequired" boolean NOT NULL DEFAULT (0),
                "isTakeawayAddressRequired" boolean NOT NULL DEFAULT (0),
                "orderableFrom" varchar(5) NOT NULL DEFAULT (''),
                "closedMessage" text,
                "apiKey" varchar(64) NOT NULL DEFAULT (''),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "logoId" integer,
                "divisionId" integer,
                CONSTRAINT "UQ_ba93990a71fc1bccf1d56a0c855" UNIQUE ("identifier"),
                CONSTRAINT "FK_f30e3cf43448a353445f4c7046a" FOREIGN KEY ("logoId") REFERENCES "image" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_42c1b50c7b3af568697a86bac8e" FOREIGN KEY ("divisionId") REFERENCES "division" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_branch"(
                    "id",
                    "identifier",
                    "name",
                    "description",
                    "street",
                    "zipCode",
                    "city",
                    "phone",
                    "email",
                    "website",
                    "longitude",
                    "latitude",
                    "keywords",
                    "imageOrder",
                    "isEnabled",
                    "isPublic",
                    "openingHours",
                    "deliveryHours",
                    "isDeliveryHoursEnabled",
                    "isDeliveryEnabled",
                    "isTakeawayEnabled",
                    "isDineInEnabled",
                    "isPreorderEnabled",
                    "isTableSelectionEnabled",
                    "isAppointmentRequired",
                    "isQuotationRequired",
                    "isCashEnabled",
                    "isATMCardEnabled",
                    "isHydroAGVoucherEnabled",
                    "isMollieEnabled",
                    "isDatatransEnabled",
                    "isDeliveryEmailRequired",
                    "isDineInEmailRequired",
                    "isTakeawayEmailRequired",
                    "isDeliveryPhoneRequired",
                    "isDineInPhoneRequired",
                    "isTakeawayPhoneRequired",
                    "isDeliveryAddressRequired",
                    "isDineInAddressRequired",
                    "isTakeawayAddressRequired",
                    "orderableFrom",
                    "closedMessage",
                    "apiKey",
                    "createdAt",
                    "updatedAt",
                    "logoId",
                    "divisionId"
                )
            SELECT "id",
                "identifier",
                "name",
                "description",
                "street",
                "zipCode",
                "city",
                "phone",
                "email",
                "website",
                "longitude",
                "latitude",
                "keywords",
                "imageOrder",
                "isEnabled",
                "isPublic",
                "openingHours",
                "deliveryHours",
                "isDeliveryHoursEnabled",
                "isDeliveryEnabled",
                "isTakeawayEnabled",
                "isDineInEnabled",
                "isPreorderEnabled",
                "isTableSelectionEnabled",
                "isAppointmentRequired",
                "isQuotationRequired",
                "isCashEnabled",
                "isATMCardEnabled",
                "isHydroAGVoucherEnabled",
                "isMollieEnabled",
                "isDatatransEnabled",
                "isDeliveryEmailRequired",
                "isDineInEmailRequired",
                "isTakeawayEmailRequired",
                "isDeliveryPhoneRequired",
                "isDineInPhoneRequired",
                "isTakeawayPhoneRequired",
                "isDeliveryAddressRequired",
                "isDineInAddressRequired",
                "isTakeawayAddressRequired",
                "orderableFrom",
                "closedMessage",
                "apiKey",
                "createdAt",
                "updatedAt",
                "logoId",
                "divisionId"
            FROM "branch"
        `);
    await queryRunner.query(`
            DROP TABLE "branch"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_branch"
                RENAME TO "branch"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_3d2f174ef04fb312fdebd0ddc5"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_session" (
                "id" varchar(64) PRIMARY KEY NOT NULL,
                "csrfToken" varchar(64) NOT NULL DEFAULT (''),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "lastSeenAt" datetime(6) NOT NULL,
                "expiresAt" datetime(6) NOT NULL,
                "ip" varchar(64) NOT NULL DEFAULT (''),
                "userAgent" varchar(255) NOT NULL DEFAULT (''),
                "userId" integer NOT NULL,
                CONSTRAINT "FK_3d2f174ef04fb312fdebd0ddc53" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_session"(
                    "id",
                    "csrfToken",
                    "createdAt",
                    "lastSeenAt",
                    "expiresAt",
                    "ip",
                    "userAgent",
                    "userId"
                )
            SELECT "id",
                "csrfToken",
                "createdAt",
                "lastSeenAt",
                "expiresAt",
                "ip",
                "userAgent",
                "userId"
            FROM "session"
        `);
    await queryRunner.query(`
            DROP TABLE "session"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_session"
                RENAME TO "session"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_3d2f174ef04fb312fdebd0ddc5" ON "session" ("userId")
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_category" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "isEnabled" boolean NOT NULL DEFAULT (1),
                "schedule" json,
                "isVisibleWhenUnavailable" boolean NOT NULL DEFAULT (0),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "imageId" integer,
                CONSTRAINT "FK_8a12e4cb68bc526f8d8e59efb12" FOREIGN KEY ("imageId") REFERENCES "image" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_category"(
                    "id",
                    "name",
                    "description",
                    "isEnabled",
                    "schedule",
                    "isVisibleWhenUnavailable",
                    "createdAt",
                    "updatedAt",
                    "imageId"
                )
            SELECT "id",
                "name",
                "description",
                "isEnabled",
                "schedule",
                "isVisibleWhenUnavailable",
                "createdAt",
                "updatedAt",
                "imageId"
            FROM "category"
        `);
    await queryRunner.query(`
            DROP TABLE "category"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_category"
                RENAME TO "category"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_config" (
                "id" integer PRIMARY KEY NOT NULL,
                "shopName" varchar(255) NOT NULL DEFAULT (''),
                "businessName" varchar(255) NOT NULL DEFAULT (''),
                "title" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "seoTitle" varchar(255) NOT NULL DEFAULT (''),
                "seoDescription" varchar(1000) NOT NULL DEFAULT (''),
                "website" varchar(500) NOT NULL DEFAULT (''),
                "currency" varchar(3) NOT NULL DEFAULT ('EUR'),
                "street" varchar(255) NOT NULL DEFAULT (''),
                "zipCode" varchar(20) NOT NULL DEFAULT (''),
                "city" varchar(100) NOT NULL DEFAULT (''),
                "phone" varchar(50) NOT NULL DEFAULT (''),
                "email" varchar(255) NOT NULL DEFAULT (''),
                "vatNo" varchar(50) NOT NULL DEFAULT (''),
                "termsAndConditions" varchar(500) NOT NULL DEFAULT (''),
                "termsAndConditionsText" text,
                "privacyPolicy" varchar(500) NOT NULL DEFAULT (''),
                "privacyPolicyText" text,
                "imprint" varchar(500) NOT NULL DEFAULT (''),
                "imprintText" text,
                "allergens" varchar(500) NOT NULL DEFAULT (''),
                "allergensText" text,
                "defaultDeliveryMethod" varchar(20) NOT NULL DEFAULT ('takeaway'),
                "enablePluginPWA" boolean NOT NULL DEFAULT (0),
                "enablePluginMapbox" boolean NOT NULL DEFAULT (0),
                "enablePluginToolbar" boolean NOT NULL DEFAULT (0),
                "enablePluginHomePage" boolean NOT NULL DEFAULT (0),
                "enablePluginSearch" boolean NOT NULL DEFAULT (0),
                "enablePluginTags" boolean NOT NULL DEFAULT (0),
                "enablePluginCategoryBar" boolean NOT NULL DEFAULT (0),
                "mapboxZoom" integer NOT NULL DEFAULT (0),
                "mapboxPitch" integer NOT NULL DEFAULT (0),
                "mapboxBearing" integer NOT NULL DEFAULT (0),
                "isSmsEnabled" boolean NOT NULL DEFAULT (0),
                "isDonationEnabled" boolean NOT NULL DEFAULT (0),
                "isCashEnabled" boolean NOT NULL DEFAULT (0),
                "isATMCardEnabled" boolean NOT NULL DEFAULT (0),
                "isHydroAGVoucherEnabled" boolean NOT NULL DEFAULT (0),
                "isMollieEnabled" boolean NOT NULL DEFAULT (0),
                "isDatatransEnabled" boolean NOT NULL DEFAULT (0),
                "isOrderReviewEnabled" boolean NOT NULL DEFAULT (0),
                "isFrontDeskEnabled" boolean NOT NULL DEFAULT (0),
                "isTicketEnabled" boolean NOT NULL DEFAULT (0),
                "metaTitle" varchar(255) NOT NULL DEFAULT (''),
                "metaDescription" varchar(1000) NOT NULL DEFAULT (''),
                "metaUrl" varchar(500) NOT NULL DEFAULT (''),
                "ogTitle" varchar(255) NOT NULL DEFAULT (''),
                "ogDescription" varchar(1000) NOT NULL DEFAULT (''),
                "ogUrl" varchar(500) NOT NULL DEFAULT (''),
                "twitterTitle" varchar(255) NOT NULL DEFAULT (''),
                "twitterDescription" varchar(1000) NOT NULL DEFAULT (''),
                "twitterUrl" varchar(500) NOT NULL DEFAULT (''),
                "themeColor" varchar(7) NOT NULL DEFAULT ('#C49560'),
                "adPixelId" varchar(50) NOT NULL DEFAULT (''),
                "primaryColor" varchar(7) NOT NULL DEFAULT ('#C49560'),
                "backgroundColor" varchar(7) NOT NULL DEFAULT ('#FAFAFA'),
                "fontFamily" varchar(100) NOT NULL DEFAULT (''),
                "borderRadius" varchar(20) NOT NULL DEFAULT ('1.2rem'),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "metaImageId" integer,
                "ogImageId" integer,
                "twitterImageId" integer,
                "logoId" integer,
                "faviconId" integer,
                "shareImageId" integer,
                CONSTRAINT "FK_9b417f83c78e6d537e4d1218dac" FOREIGN KEY ("metaImageId") REFERENCES "image" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_1e38acc632e6ffd728d5a12b429" FOREIGN KEY ("ogImageId") REFERENCES "image" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_59731906280ca4f8a036bd72ecc" FOREIGN KEY ("twitterImageId") REFERENCES "image" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_4be8bcfe445529ad3ccdbaab9c7" FOREIGN KEY ("logoId") REFERENCES "image" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_661fe389ad70e6003b9df5cee21" FOREIGN KEY ("faviconId") REFERENCES "image" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_60de500d8fa51a09d8df97b42a0" FOREIGN KEY ("shareImageId") REFERENCES "image" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_config"(
                    "id",
                    "shopName",
                    "businessName",
                    "title",
                    "description",
                    "seoTitle",
                    "seoDescription",
                    "website",
                    "currency",
                    "street",
                    "zipCode",
                    "city",
                    "phone",
                    "email",
                    "vatNo",
                    "termsAndConditions",
                    "termsAndConditionsText",
                    "privacyPolicy",
                    "privacyPolicyText",
                    "imprint",
                    "imprintText",
                    "allergens",
                    "allergensText",
                    "defaultDeliveryMethod",
                    "enablePluginPWA",
                    "enablePluginMapbox",
                    "enablePluginToolbar",
                    "enablePluginHomePage",
                    "enablePluginSearch",
                    "enablePluginTags",
                    "enablePluginCategoryBar",
                    "mapboxZoom",
                    "mapboxPitch",
                    "mapboxBearing",
                    "isSmsEnabled",
                    "isDonationEnabled",
                    "isCashEnabled",
                    "isATMCardEnabled",
                    "isHydroAGVoucherEnabled",
                    "isMollieEnabled",
                    "isDatatransEnabled",
                    "isOrderReviewEnabled",
                    "isFrontDeskEnabled",
                    "isTicketEnabled",
                    "metaTitle",
                    "metaDescription",
                    "metaUrl",
                    "ogTitle",
                    "ogDescription",
                    "ogUrl",
                    "twitterTitle",
                    "twitterDescription",
                    "twitterUrl",
                    "themeColor",
                    "adPixelId",
                    "primaryColor",
                    "backgroundColor",
                    "fontFamily",
                    "borderRadius",
                    "updatedAt",
                    "metaImageId",
                    "ogImageId",
                    "twitterImageId",
                    "logoId",
                    "faviconId",
                    "shareImageId"
                )
            SELECT "id",
                "shopName",
                "businessName",
                "title",
                "description",
                "seoTitle",
                "seoDescription",
                "website",
                "currency",
                "street",
                "zipCode",
                "city",
                "phone",
                "email",
                "vatNo",
                "termsAndConditions",
                "termsAndConditionsText",
                "privacyPolicy",
                "privacyPolicyText",
                "imprint",
                "imprintText",
                "allergens",
                "allergensText",
                "defaultDeliveryMethod",
                "enablePluginPWA",
                "enablePluginMapbox",
                "enablePluginToolbar",
                "enablePluginHomePage",
                "enablePluginSearch",
                "enablePluginTags",
                "enablePluginCategoryBar",
                "mapboxZoom",
                "mapboxPitch",
                "mapboxBearing",
                "isSmsEnabled",
                "isDonationEnabled",
                "isCashEnabled",
                "isATMCardEnabled",
                "isHydroAGVoucherEnabled",
                "isMollieEnabled",
                "isDatatransEnabled",
                "isOrderReviewEnabled",
                "isFrontDeskEnabled",
                "isTicketEnabled",
                "metaTitle",
                "metaDescription",
                "metaUrl",
                "ogTitle",
                "ogDescription",
                "ogUrl",
                "twitterTitle",
                "twitterDescription",
                "twitterUrl",
                "themeColor",
                "adPixelId",
                "primaryColor",
                "backgroundColor",
                "fontFamily",
                "borderRadius",
                "updatedAt",
                "metaImageId",
                "ogImageId",
                "twitterImageId",
                "logoId",
                "faviconId",
                "shareImageId"
            FROM "config"
        `);
    await queryRunner.query(`
            DROP TABLE "config"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_config"
                RENAME TO "config"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_site" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "path" varchar(255) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "title" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "type" varchar(30) NOT NULL DEFAULT ('default'),
                "isPublic" boolean NOT NULL DEFAULT (1),
                "content" json NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "imageId" integer,
                CONSTRAINT "UQ_a690de688575302543179c689dc" UNIQUE ("path"),
                CONSTRAINT "FK_e4ec2061810c2dcf1ad6dff2312" FOREIGN KEY ("imageId") REFERENCES "image" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_site"(
                    "id",
                    "path",
                    "name",
                    "title",
                    "description",
                    "type",
                    "isPublic",
                    "content",
                    "createdAt",
                    "updatedAt",
                    "imageId"
                )
            SELECT "id",
                "path",
                "name",
                "title",
                "description",
                "type",
                "isPublic",
                "content",
                "createdAt",
                "updatedAt",
                "imageId"
            FROM "site"
        `);
    await queryRunner.query(`
            DROP TABLE "site"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_site"
                RENAME TO "site"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_device" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "type" varchar(20) NOT NULL DEFAULT (''),
                "isEnabled" boolean NOT NULL DEFAULT (1),
                "secret" varchar(64) NOT NULL DEFAULT (''),
                "lastSeenAt" datetime(6),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "branchId" integer,
                CONSTRAINT "UQ_24e06f26a9b60c56e8e54c19e05" UNIQUE ("identifier"),
                CONSTRAINT "FK_cae70c648a6b56d55b38db00013" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_device"(
                    "id",
                    "identifier",
                    "name",
                    "type",
                    "isEnabled",
                    "secret",
                    "lastSeenAt",
                    "createdAt",
                    "updatedAt",
                    "branchId"
                )
            SELECT "id",
                "identifier",
                "name",
                "type",
                "isEnabled",
                "secret",
                "lastSeenAt",
                "createdAt",
                "updatedAt",
                "branchId"
            FROM "device"
        `);
    await queryRunner.query(`
            DROP TABLE "device"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_device"
                RENAME TO "device"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_8e4eb51a35d81b64dda28eed0a"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_8751ee313fa79486a1eafac2d4"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_log" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "level" varchar(10) NOT NULL DEFAULT (''),
                "channel" varchar(100) NOT NULL DEFAULT (''),
                "message" text NOT NULL,
                "context" json NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "userId" integer,
                CONSTRAINT "FK_cea2ed3a494729d4b21edbd2983" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_log"(
                    "id",
                    "level",
                    "channel",
                    "message",
                    "context",
                    "createdAt",
                    "userId"
                )
            SELECT "id",
                "level",
                "channel",
                "message",
                "context",
                "createdAt",
                "userId"
            FROM "log"
        `);
    await queryRunner.query(`
            DROP TABLE "log"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_log"
                RENAME TO "log"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_8e4eb51a35d81b64dda28eed0a" ON "log" ("createdAt")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_8751ee313fa79486a1eafac2d4" ON "log" ("channel", "createdAt")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9431c88600c9dafb2bd7111738"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_font" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "family" varchar(100) NOT NULL DEFAULT (''),
                "variant" varchar(20) NOT NULL DEFAULT (''),
                "uploadId" integer,
                CONSTRAINT "FK_237f1ba1a1306668718c916eb93" FOREIGN KEY ("uploadId") REFERENCES "upload" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_font"("id", "family", "variant", "uploadId")
            SELECT "id",
                "family",
                "variant",
                "uploadId"
            FROM "font"
        `);
    await queryRunner.query(`
            DROP TABLE "font"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_font"
                RENAME TO "font"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_9431c88600c9dafb2bd7111738" ON "font" ("family", "variant")
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_image_template_layer" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "position" integer NOT NULL DEFAULT (0),
                "type" varchar(20) NOT NULL DEFAULT ('text'),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "x" integer NOT NULL DEFAULT (0),
                "y" integer NOT NULL DEFAULT (0),
                "width" integer NOT NULL DEFAULT (0),
                "height" integer NOT NULL DEFAULT (0),
                "text" text,
                "fontSize" integer NOT NULL DEFAULT (16),
                "color" varchar(7) NOT NULL DEFAULT ('#000000'),
                "templateId" integer NOT NULL,
                "fontId" integer,
                "imageId" integer,
                CONSTRAINT "FK_c786921f67119b484282ac04097" FOREIGN KEY ("templateId") REFERENCES "image_template" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_8db0e865a8e635adee46bd85654" FOREIGN KEY ("fontId") REFERENCES "font" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_6dbe7f454a2dfb3c28fe6254615" FOREIGN KEY ("imageId") REFERENCES "image" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_image_template_layer"(
                    "id",
                    "position",
                    "type",
                    "name",
                    "x",
                    "y",
                    "width",
                    "height",
                    "text",
                    "fontSize",
                    "color",
                    "templateId",
                    "fontId",
                    "imageId"
                )
            SELECT "id",
                "position",
                "type",
                "name",
                "x",
                "y",
                "width",
                "height",
                "text",
                "fontSize",
                "color",
                "templateId",
                "fontId",
                "imageId"
            FROM "image_template_layer"
        `);
    await queryRunner.query(`
            DROP TABLE "image_template_layer"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_image_template_layer"
                RENAME TO "image_template_layer"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_a416607ea22af382546c7b27b7"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_order_item" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "position" integer NOT NULL,
                "productUid" varchar(50) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "amount" decimal(12, 3) NOT NULL,
                "unit" varchar(10) NOT NULL DEFAULT (''),
                "parts" json NOT NULL,
                "calculationModel" varchar(20) NOT NULL DEFAULT ('fixed'),
                "isPriceHidden" boolean NOT NULL DEFAULT (0),
                "unitPrice" decimal(12, 2) NOT NULL DEFAULT (0),
                "gross" decimal(12, 2) NOT NULL DEFAULT (0),
                "net" decimal(12, 2) NOT NULL DEFAULT (0),
                "taxRate" decimal(5, 2) NOT NULL DEFAULT (0),
                "orderId" integer NOT NULL,
                "productId" integer,
                CONSTRAINT "FK_646bf9ece6f45dbe41c203e06e0" FOREIGN KEY ("orderId") REFERENCES "customer_order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_904370c093ceea4369659a3c810" FOREIGN KEY ("productId") REFERENCES "product" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_order_item"(
                    "id",
                    "position",
                    "productUid",
                    "name",
                    "amount",
                    "unit",
                    "parts",
                    "calculationModel",
                    "isPriceHidden",
                    "unitPrice",
                    "gross",
                    "net",
                    "taxRate",
                    "orderId",
                    "productId"
                )
            SELECT "id",
                "position",
                "productUid",
                "name",
                "amount",
                "unit",
                "parts",
                "calculationModel",
                "isPriceHidden",
                "unitPrice",
                "gross",
                "net",
                "taxRate",
                "orderId",
                "productId"
            FROM "order_item"
        `);
    await queryRunner.query(`
            DROP TABLE "order_item"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_order_item"
                RENAME TO "order_item"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_a416607ea22af382546c7b27b7" ON "order_item" ("orderId", "position")
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_questionnaire" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "rating" integer NOT NULL,
                "foodRating" integer NOT NULL,
                "serviceRating" integer NOT NULL,
                "processRating" integer NOT NULL,
                "comment" text,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "orderId" integer NOT NULL,
                CONSTRAINT "REL_d4e23e2306ac51651a58c0119f" UNIQUE ("orderId"),
                CONSTRAINT "FK_d4e23e2306ac51651a58c0119f1" FOREIGN KEY ("orderId") REFERENCES "customer_order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_questionnaire"(
                    "id",
                    "rating",
                    "foodRating",
                    "serviceRating",
                    "processRating",
                    "comment",
                    "createdAt",
                    "orderId"
                )
            SELECT "id",
                "rating",
                "foodRating",
                "serviceRating",
                "processRating",
                "comment",
                "createdAt",
                "orderId"
            FROM "questionnaire"
        `);
    await queryRunner.query(`
            DROP TABLE "questionnaire"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_questionnaire"
                RENAME TO "questionnaire"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_1e39ac6677a54e2c9c76b57629"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_57841719a66e88adabac1b553e"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9a0c2753c8af5e75233c39ffae"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_da7e67b1efb73e9eeb363b95df"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_customer_order" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "uid" varchar(32) NOT NULL DEFAULT (''),
                "hash" varchar(64) NOT NULL DEFAULT (''),
                "ticketNumber" integer NOT NULL,
                "businessDay" varchar(10) NOT NULL DEFAULT (''),
                "isCompany" boolean NOT NULL DEFAULT (0),
                "companyName" varchar(255) NOT NULL DEFAULT (''),
                "firstName" varchar(100) NOT NULL DEFAULT (''),
                "lastName" varchar(100) NOT NULL DEFAULT (''),
                "company" varchar(255) NOT NULL DEFAULT (''),
                "street" varchar(255) NOT NULL DEFAULT (''),
                "floor" varchar(20) NOT NULL DEFAULT (''),
                "stairway" varchar(20) NOT NULL DEFAULT (''),
                "door" varchar(20) NOT NULL DEFAULT (''),
                "zipCode" varchar(20) NOT NULL DEFAULT (''),
                "city" varchar(100) NOT NULL DEFAULT (''),
                "country" varchar(2) NOT NULL DEFAULT ('AT'),
                "vatNo" varchar(50) NOT NULL DEFAULT (''),
                "phone" varchar(50) NOT NULL DEFAULT (''),
                "email" varchar(255) NOT NULL DEFAULT (''),
                "isDeliveryAddressDifferent" boolean NOT NULL DEFAULT (0),
                "isDeliveryCompany" boolean NOT NULL DEFAULT (0),
                "deliveryCompanyName" varchar(255) NOT NULL DEFAULT (''),
                "deliveryFirstName" varchar(100) NOT NULL DEFAULT (''),
                "deliveryLastName" varchar(100) NOT NULL DEFAULT (''),
                "deliveryStreet" varchar(255) NOT NULL DEFAULT (''),
                "deliveryFloor" varchar(20) NOT NULL DEFAULT (''),
                "deliveryStairway" varchar(20) NOT NULL DEFAULT (''),
                "deliveryDoor" varchar(20) NOT NULL DEFAULT (''),
                "deliveryZipCode" varchar(20) NOT NULL DEFAULT (''),
                "deliveryCity" varchar(100) NOT NULL DEFAULT (''),
                "deliveryCountry" varchar(2) NOT NULL DEFAULT ('AT'),
                "deliveryAreaName" varchar(255) NOT NULL DEFAULT (''),
                "deliveryAreaFee" decimal(12, 2),
                "deliveryAreaTaxRate" decimal(5, 2) NOT NULL DEFAULT (0),
                "comment" text,
                "appointmentDate" datetime(6),
                "paymentMethod" varchar(20) NOT NULL DEFAULT ('cash'),
                "legalInstructions" boolean NOT NULL DEFAULT (0),
                "privacyPolicy" boolean NOT NULL DEFAULT (0),
                "tableIdentifier" varchar(50),
                "appointment" datetime(6),
                "counterAppointment" datetime(6),
                "rejectionMessage" text,
                "isConfirmed" boolean NOT NULL DEFAULT (0),
                "isCompleted" boolean NOT NULL DEFAULT (0),
                "isRejected" boolean NOT NULL DEFAULT (0),
                "isCanceled" boolean NOT NULL DEFAULT (0),
                "isFailed" boolean NOT NULL DEFAULT (0),
                "isDelivery" boolean NOT NULL DEFAULT (0),
                "isDineIn" boolean NOT NULL DEFAULT (0),
                "isInDelivery" boolean NOT NULL DEFAULT (0),
                "isDelivered" boolean NOT NULL DEFAULT (0),
                "isPaid" boolean NOT NULL DEFAULT (0),
                "isRefunded" boolean NOT NULL DEFAULT (0),
                "isEnteredByStaff" boolean NOT NULL DEFAULT (0),
                "paymentRedirectUrl" varchar(2000),
                "paymentReference" varchar(255),
                "gross" decimal(12, 2) NOT NULL DEFAULT (0),
                "totalNet" decimal(12, 2) NOT NULL DEFAULT (0),
                "totalGross" decimal(12, 2) NOT NULL DEFAULT (0),
                "deliveryGross" decimal(12, 2) NOT NULL DEFAULT (0),
                "taxes" json NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "branchId" integer NOT NULL,
                "deliveryAreaId" integer,
                "donateeId" integer,
                CONSTRAINT "UQ_deee254d2d7bcf6fc8037770a22" UNIQUE ("uid"),
                CONSTRAINT "FK_37e14dc34db9782d9cdc63a9e0a" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE NO ACTION ON UPDATE NO ACTION,
                CONSTRAINT "FK_edf016f7c57af8244f4b4a7d13d" FOREIGN KEY ("deliveryAreaId") REFERENCES "delivery_area" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_aaddc7a8478c8dd93b25dbf8b5f" FOREIGN KEY ("donateeId") REFERENCES "donatee" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_customer_order"(
                    "id",
                    "uid",
                    "hash",
                    "ticketNumber",
                    "businessDay",
                    "isCompany",
                    "companyName",
                    "firstName",
                    "lastName",
                    "company",
                    "street",
                    "floor",
                    "stairway",
                    "door",
                    "zipCode",
                    "city",
                    "country",
                    "vatNo",
                    "phone",
                    "email",
                    "isDeliveryAddressDifferent",
                    "isDeliveryCompany",
                    "deliveryCompanyName",
                    "deliveryFirstName",
                    "deliveryLastName",
                    "deliveryStreet",
                    "deliveryFloor",
                    "deliveryStairway",
                    "deliveryDoor",
                    "deliveryZipCode",
                    "deliveryCity",
                    "deliveryCountry",
                    "deliveryAreaName",
                    "deliveryAreaFee",
                    "deliveryAreaTaxRate",
                    "comment",
                    "appointmentDate",
                    "paymentMethod",
                    "legalInstructions",
                    "privacyPolicy",
                    "tableIdentifier",
                    "appointment",
                    "counterAppointment",
                    "rejectionMessage",
                    "isConfirmed",
                    "isCompleted",
                    "isRejected",
                    "isCanceled",
                    "isFailed",
                    "isDelivery",
                    "isDineIn",
                    "isInDelivery",
                    "isDelivered",
                    "isPaid",
                    "isRefunded",
                    "isEnteredByStaff",
                    "paymentRedirectUrl",
                    "paymentReference",
                    "gross",
                    "totalNet",
                    "totalGross",
                    "deliveryGross",
                    "taxes",
                    "createdAt",
                    "updatedAt",
                    "branchId",
                    "deliveryAreaId",
                    "donateeId"
                )
            SELECT "id",
                "uid",
                "hash",
                "ticketNumber",
                "businessDay",
                "isCompany",
                "companyName",
                "firstName",
                "lastName",
                "company",
                "street",
                "floor",
                "stairway",
                "door",
                "zipCode",
                "city",
                "country",
                "vatNo",
                "phone",
                "email",
                "isDeliveryAddressDifferent",
                "isDeliveryCompany",
                "deliveryCompanyName",
                "deliveryFirstName",
                "deliveryLastName",
                "deliveryStreet",
                "deliveryFloor",
                "deliveryStairway",
                "deliveryDoor",
                "deliveryZipCode",
                "deliveryCity",
                "deliveryCountry",
                "deliveryAreaName",
                "deliveryAreaFee",
                "deliveryAreaTaxRate",
                "comment",
                "appointmentDate",
                "paymentMethod",
                "legalInstructions",
                "privacyPolicy",
                "tableIdentifier",
                "appointment",
                "counterAppointment",
                "rejectionMessage",
                "isConfirmed",
                "isCompleted",
                "isRejected",
                "isCanceled",
                "isFailed",
                "isDelivery",
                "isDineIn",
                "isInDelivery",
                "isDelivered",
                "isPaid",
                "isRefunded",
                "isEnteredByStaff",
                "paymentRedirectUrl",
                "paymentReference",
                "gross",
                "totalNet",
                "totalGross",
                "deliveryGross",
                "taxes",
                "createdAt",
                "updatedAt",
                "branchId",
                "deliveryAreaId",
                "donateeId"
            FROM "customer_order"
        `);
    await queryRunner.query(`
            DROP TABLE "customer_order"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_customer_order"
                RENAME TO "customer_order"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_1e39ac6677a54e2c9c76b57629" ON "customer_order" ("paymentReference")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_57841719a66e88adabac1b553e" ON "customer_order" ("createdAt")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_9a0c2753c8af5e75233c39ffae" ON "customer_order" ("branchId", "businessDay", "ticketNumber")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_da7e67b1efb73e9eeb363b95df" ON "customer_order" ("branchId", "createdAt")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_0506b4f42fb119b584fc2c729f"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_idempotency_record" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "key" varchar(255) NOT NULL DEFAULT (''),
                "requestHash" varchar(64) NOT NULL DEFAULT (''),
                "responseStatus" integer,
                "responseBody" json,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "orderId" integer,
                CONSTRAINT "UQ_c30d9b595b0c4bf59cc03ce604c" UNIQUE ("key"),
                CONSTRAINT "FK_ef1d783c1b14192816b889500b0" FOREIGN KEY ("orderId") REFERENCES "customer_order" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_idempotency_record"(
                    "id",
                    "key",
                    "requestHash",
                    "responseStatus",
                    "responseBody",
                    "createdAt",
                    "orderId"
                )
            SELECT "id",
                "key",
                "requestHash",
                "responseStatus",
                "responseBody",
                "createdAt",
                "orderId"
            FROM "idempotency_record"
        `);
    await queryRunner.query(`
            DROP TABLE "idempotency_record"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_idempotency_record"
                RENAME TO "idempotency_record"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_0506b4f42fb119b584fc2c729f" ON "idempotency_record" ("createdAt")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_a6656253f6478a782e18dfca98"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_ticket_counter" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "businessDay" varchar(10) NOT NULL DEFAULT (''),
                "lastNumber" integer NOT NULL DEFAULT (0),
                "branchId" integer NOT NULL,
                CONSTRAINT "FK_2dc0d67e449f1afdb20f8633140" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_ticket_counter"("id", "businessDay", "lastNumber", "branchId")
            SELECT "id",
                "businessDay",
                "lastNumber",
                "branchId"
            FROM "ticket_counter"
        `);
    await queryRunner.query(`
            DROP TABLE "ticket_counter"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_ticket_counter"
                RENAME TO "ticket_counter"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_a6656253f6478a782e18dfca98" ON "ticket_counter" ("branchId", "businessDay")
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_department" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "branchId" integer NOT NULL,
                CONSTRAINT "FK_a44bcea55f11d1502fc11e39fe7" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_department"("id", "name", "description", "branchId")
            SELECT "id",
                "name",
                "description",
                "branchId"
            FROM "department"
        `);
    await queryRunner.query(`
            DROP TABLE "department"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_department"
                RENAME TO "department"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_e22dcaa5abb30556e1b5f28213"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_dining_table" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(50) NOT NULL DEFAULT (''),
                "name" varchar(100) NOT NULL DEFAULT (''),
                "branchId" integer NOT NULL,
                CONSTRAINT "FK_7564495a218fcb7a53027a0b01e" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_dining_table"("id", "identifier", "name", "branchId")
            SELECT "id",
                "identifier",
                "name",
                "branchId"
            FROM "dining_table"
        `);
    await queryRunner.query(`
            DROP TABLE "dining_table"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_dining_table"
                RENAME TO "dining_table"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_e22dcaa5abb30556e1b5f28213" ON "dining_table" ("branchId", "identifier")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9748e41227909e6bbeb8127bb9"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_signage_stream_segment" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "position" integer NOT NULL DEFAULT (0),
                "streamId" integer NOT NULL,
                "segmentId" integer NOT NULL,
                CONSTRAINT "FK_67b484c6217a051e48b3154b05d" FOREIGN KEY ("streamId") REFERENCES "signage_stream" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_e42eb9477d7fecdb0cfcd73d9ad" FOREIGN KEY ("segmentId") REFERENCES "signage_segment" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_signage_stream_segment"("id", "position", "streamId", "segmentId")
            SELECT "id",
                "position",
                "streamId",
                "segmentId"
            FROM "signage_stream_segment"
        `);
    await queryRunner.query(`
            DROP TABLE "signage_stream_segment"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_signage_stream_segment"
                RENAME TO "signage_stream_segment"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9748e41227909e6bbeb8127bb9" ON "signage_stream_segment" ("streamId", "position")
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_signage_device" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "orientation" varchar(20) NOT NULL DEFAULT ('landscape'),
                "lastSeenAt" datetime(6),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "branchId" integer,
                "streamId" integer,
                CONSTRAINT "UQ_7b47191e01c795684f41b1b9f46" UNIQUE ("identifier"),
                CONSTRAINT "FK_7ee52b7d9397c66d2835e15db9c" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_4cbdef525214a3315ba1341a3a7" FOREIGN KEY ("streamId") REFERENCES "signage_stream" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_signage_device"(
                    "id",
                    "identifier",
                    "name",
                    "orientation",
                    "lastSeenAt",
                    "createdAt",
                    "updatedAt",
                    "branchId",
                    "streamId"
                )
            SELECT "id",
                "identifier",
                "name",
                "orientation",
                "lastSeenAt",
                "createdAt",
                "updatedAt",
                "branchId",
                "streamId"
            FROM "signage_device"
        `);
    await queryRunner.query(`
            DROP TABLE "signage_device"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_signage_device"
                RENAME TO "signage_device"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_99604b62591bbc8d0a0aad4f68"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_holiday_balance" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "year" integer NOT NULL,
                "entitlement" decimal(12, 3) NOT NULL DEFAULT (0),
                "taken" decimal(12, 3) NOT NULL DEFAULT (0),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "userId" integer NOT NULL,
                CONSTRAINT "FK_9ea991662cff188b8c8ecc35671" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_holiday_balance"(
                    "id",
                    "year",
                    "entitlement",
                    "taken",
                    "createdAt",
                    "updatedAt",
                    "userId"
                )
            SELECT "id",
                "year",
                "entitlement",
                "taken",
                "createdAt",
                "updatedAt",
                "userId"
            FROM "holiday_balance"
        `);
    await queryRunner.query(`
            DROP TABLE "holiday_balance"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_holiday_balance"
                RENAME TO "holiday_balance"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_99604b62591bbc8d0a0aad4f68" ON "holiday_balance" ("userId", "year")
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_task" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "isDone" boolean NOT NULL DEFAULT (0),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "projectId" integer,
                CONSTRAINT "FK_3797a20ef5553ae87af126bc2fe" FOREIGN KEY ("projectId") REFERENCES "project" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_task"(
                    "id",
                    "name",
                    "description",
                    "isDone",
                    "createdAt",
                    "updatedAt",
                    "projectId"
                )
            SELECT "id",
                "name",
                "description",
                "isDone",
                "createdAt",
                "updatedAt",
                "projectId"
            FROM "task"
        `);
    await queryRunner.query(`
            DROP TABLE "task"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_task"
                RENAME TO "task"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_8f93acdff51815a90b9d981d15"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_fe7ea851874909f58b34ccb265"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_working_activity" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "state" varchar(10) NOT NULL DEFAULT ('running'),
                "start" datetime(6) NOT NULL,
                "end" datetime(6),
                "pauses" json NOT NULL,
                "comment" text,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "userId" integer NOT NULL,
                "branchId" integer,
                "departmentId" integer,
                "projectId" integer,
                "taskId" integer,
                CONSTRAINT "FK_a931b42b18cb28a43f7cbf1cf3b" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_8bdd81f647aac5347a4effe02d9" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_30f62d62435a78bede4731aa598" FOREIGN KEY ("departmentId") REFERENCES "department" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_5829fde11cfeaf7ea6eb7f7f56d" FOREIGN KEY ("projectId") REFERENCES "project" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_0428aa1000b24fba48a1402551a" FOREIGN KEY ("taskId") REFERENCES "task" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_working_activity"(
                    "id",
                    "state",
                    "start",
                    "end",
                    "pauses",
                    "comment",
                    "createdAt",
                    "updatedAt",
                    "userId",
                    "branchId",
                    "departmentId",
                    "projectId",
                    "taskId"
                )
            SELECT "id",
                "state",
                "start",
                "end",
                "pauses",
                "comment",
                "createdAt",
                "updatedAt",
                "userId",
                "branchId",
                "departmentId",
                "projectId",
                "taskId"
            FROM "working_activity"
        `);
    await queryRunner.query(`
            DROP TABLE "working_activity"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_working_activity"
                RENAME TO "working_activity"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_8f93acdff51815a90b9d981d15" ON "working_activity" ("start")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_fe7ea851874909f58b34ccb265" ON "working_activity" ("userId", "start")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b617aa40725360cb1f8936b9eb"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_7205c4d4a699ddc6d525a4c5a4"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_working_schedule" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "start" datetime(6) NOT NULL,
                "end" datetime(6) NOT NULL,
                "comment" text,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "userId" integer NOT NULL,
                "branchId" integer,
                "departmentId" integer,
                CONSTRAINT "FK_a20b1e7957793db60b545d27a72" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_825df892f51c541c6a236ee3c72" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_bf91e93b438d1bd6cd9423cc2c3" FOREIGN KEY ("departmentId") REFERENCES "department" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_working_schedule"(
                    "id",
                    "start",
                    "end",
                    "comment",
                    "createdAt",
                    "updatedAt",
                    "userId",
                    "branchId",
                    "departmentId"
                )
            SELECT "id",
                "start",
                "end",
                "comment",
                "createdAt",
                "updatedAt",
                "userId",
                "branchId",
                "departmentId"
            FROM "working_schedule"
        `);
    await queryRunner.query(`
            DROP TABLE "working_schedule"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_working_schedule"
                RENAME TO "working_schedule"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b617aa40725360cb1f8936b9eb" ON "working_schedule" ("start")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7205c4d4a699ddc6d525a4c5a4" ON "working_schedule" ("userId", "start")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b8b2eede24c7eb77b0bce5bcad"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_55ed09d1e4434fef0a279572d4"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_branch_tags" (
                "branchId" integer NOT NULL,
                "tagId" integer NOT NULL,
                CONSTRAINT "FK_b8b2eede24c7eb77b0bce5bcad6" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
                CONSTRAINT "FK_55ed09d1e4434fef0a279572d4e" FOREIGN KEY ("tagId") REFERENCES "tag" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
                PRIMARY KEY ("branchId", "tagId")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_branch_tags"("branchId", "tagId")
            SELECT "branchId",
                "tagId"
            FROM "branch_tags"
        `);
    await queryRunner.query(`
            DROP TABLE "branch_tags"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_branch_tags"
                RENAME TO "branch_tags"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b8b2eede24c7eb77b0bce5bcad" ON "branch_tags" ("branchId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_55ed09d1e4434fef0a279572d4" ON "branch_tags" ("tagId")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9c3fb79ced23df727a6f845838"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_65a06b740b5f2e2e53c758be5e"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_branch_images" (
                "branchId" integer NOT NULL,
                "imageId" integer NOT NULL,
                CONSTRAINT "FK_9c3fb79ced23df727a6f845838f" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
                CONSTRAINT "FK_65a06b740b5f2e2e53c758be5e3" FOREIGN KEY ("imageId") REFERENCES "image" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
                PRIMARY KEY ("branchId", "imageId")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_branch_images"("branchId", "imageId")
            SELECT "branchId",
                "imageId"
            FROM "branch_images"
        `);
    await queryRunner.query(`
            DROP TABLE "branch_images"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_branch_images"
                RENAME TO "branch_images"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9c3fb79ced23df727a6f845838" ON "branch_images" ("branchId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_65a06b740b5f2e2e53c758be5e" ON "branch_images" ("imageId")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_730d741ac106176848e5b3c96c"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_d4bfb1375daa4e5e17f3def240"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_user_branches" (
                "userId" integer NOT NULL,
                "branchId" integer NOT NULL,
                CONSTRAINT "FK_730d741ac106176848e5b3c96cd" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
                CONSTRAINT "FK_d4bfb1375daa4e5e17f3def2403" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
                PRIMARY KEY ("userId", "branchId")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_user_branches"("userId", "branchId")
            SELECT "userId",
                "branchId"
            FROM "user_branches"
        `);
    await queryRunner.query(`
            DROP TABLE "user_branches"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_user_branches"
                RENAME TO "user_branches"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_730d741ac106176848e5b3c96c" ON "user_branches" ("userId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_d4bfb1375daa4e5e17f3def240" ON "user_branches" ("branchId")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_7ba8939b7f521b2a3ff8acf8da"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_f0df18179b7a223461deca8514"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_menu_branches" (
                "menuId" integer NOT NULL,
                "branchId" integer NOT NULL,
                CONSTRAINT "FK_7ba8939b7f521b2a3ff8acf8da8" FOREIGN KEY ("menuId") REFERENCES "menu" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
                CONSTRAINT "FK_f0df18179b7a223461deca8514c" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
                PRIMARY KEY ("menuId", "branchId")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_menu_branches"("menuId", "branchId")
            SELECT "menuId",
                "branchId"
            FROM "menu_branches"
        `);
    await queryRunner.query(`
            DROP TABLE "menu_branches"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_menu_branches"
                RENAME TO "menu_branches"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7ba8939b7f521b2a3ff8acf8da" ON "menu_branches" ("menuId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_f0df18179b7a223461deca8514" ON "menu_branches" ("branchId")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b367708bf720c8dd62fc683316"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9eb7d7ebaf2263ae0e45fea918"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_product_images" (
                "productId" integer NOT NULL,
                "imageId" integer NOT NULL,
                CONSTRAINT "FK_b367708bf720c8dd62fc6833161" FOREIGN KEY ("productId") REFERENCES "product" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
                CONSTRAINT "FK_9eb7d7ebaf2263ae0e45fea9184" FOREIGN KEY ("imageId") REFERENCES "image" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
                PRIMARY KEY ("productId", "imageId")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_product_images"("productId", "imageId")
            SELECT "productId",
                "imageId"
            FROM "product_images"
        `);
    await queryRunner.query(`
            DROP TABLE "product_images"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_product_images"
                RENAME TO "product_images"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b367708bf720c8dd62fc683316" ON "product_images" ("productId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9eb7d7ebaf2263ae0e45fea918" ON "product_images" ("imageId")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_f64ed56e85e0f6b3b45cac096a"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_a1e5f823a7a8fb4b64d9bf1bb8"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_product_bundle_items" (
                "bundleId" integer NOT NULL,
                "productId" integer NOT NULL,
                CONSTRAINT "FK_f64ed56e85e0f6b3b45cac096a2" FOREIGN KEY ("bundleId") REFERENCES "product" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
                CONSTRAINT "FK_a1e5f823a7a8fb4b64d9bf1bb87" FOREIGN KEY ("productId") REFERENCES "product" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
                PRIMARY KEY ("bundleId", "productId")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_product_bundle_items"("bundleId", "productId")
            SELECT "bundleId",
                "productId"
            FROM "product_bundle_items"
        `);
    await queryRunner.query(`
            DROP TABLE "product_bundle_items"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_product_bundle_items"
                RENAME TO "product_bundle_items"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_f64ed56e85e0f6b3b45cac096a" ON "product_bundle_items" ("bundleId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_a1e5f823a7a8fb4b64d9bf1bb8" ON "product_bundle_items" ("productId")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_a1e5f823a7a8fb4b64d9bf1bb8"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_f64ed56e85e0f6b3b45cac096a"
        `);
    await queryRunner.query(`
            ALTER TABLE "product_bundle_items"
                RENAME TO "temporary_product_bundle_items"
        `);
    await queryRunner.query(`
            CREATE TABLE "product_bundle_items" (
                "bundleId" integer NOT NULL,
                "productId" integer NOT NULL,
                PRIMARY KEY ("bundleId", "productId")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "product_bundle_items"("bundleId", "productId")
            SELECT "bundleId",
                "productId"
            FROM "temporary_product_bundle_items"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_product_bundle_items"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_a1e5f823a7a8fb4b64d9bf1bb8" ON "product_bundle_items" ("productId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_f64ed56e85e0f6b3b45cac096a" ON "product_bundle_items" ("bundleId")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9eb7d7ebaf2263ae0e45fea918"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b367708bf720c8dd62fc683316"
        `);
    await queryRunner.query(`
            ALTER TABLE "product_images"
                RENAME TO "temporary_product_images"
        `);
    await queryRunner.query(`
            CREATE TABLE "product_images" (
                "productId" integer NOT NULL,
                "imageId" integer NOT NULL,
                PRIMARY KEY ("productId", "imageId")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "product_images"("productId", "imageId")
            SELECT "productId",
                "imageId"
            FROM "temporary_product_images"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_product_images"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9eb7d7ebaf2263ae0e45fea918" ON "product_images" ("imageId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b367708bf720c8dd62fc683316" ON "product_images" ("productId")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_f0df18179b7a223461deca8514"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_7ba8939b7f521b2a3ff8acf8da"
        `);
    await queryRunner.query(`
            ALTER TABLE "menu_branches"
                RENAME TO "temporary_menu_branches"
        `);
    await queryRunner.query(`
            CREATE TABLE "menu_branches" (
                "menuId" integer NOT NULL,
                "branchId" integer NOT NULL,
                PRIMARY KEY ("menuId", "branchId")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "menu_branches"("menuId", "branchId")
            SELECT "menuId",
                "branchId"
            FROM "temporary_menu_branches"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_menu_branches"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_f0df18179b7a223461deca8514" ON "menu_branches" ("branchId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7ba8939b7f521b2a3ff8acf8da" ON "menu_branches" ("menuId")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_d4bfb1375daa4e5e17f3def240"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_730d741ac106176848e5b3c96c"
        `);
    await queryRunner.query(`
            ALTER TABLE "user_branches"
                RENAME TO "temporary_user_branches"
        `);
    await queryRunner.query(`
            CREATE TABLE "user_branches" (
                "userId" integer NOT NULL,
                "branchId" integer NOT NULL,
                PRIMARY KEY ("userId", "branchId")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "user_branches"("userId", "branchId")
            SELECT "userId",
                "branchId"
            FROM "temporary_user_branches"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_user_branches"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_d4bfb1375daa4e5e17f3def240" ON "user_branches" ("branchId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_730d741ac106176848e5b3c96c" ON "user_branches" ("userId")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_65a06b740b5f2e2e53c758be5e"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9c3fb79ced23df727a6f845838"
        `);
    await queryRunner.query(`
            ALTER TABLE "branch_images"
                RENAME TO "temporary_branch_images"
        `);
    await queryRunner.query(`
            CREATE TABLE "branch_images" (
                "branchId" integer NOT NULL,
                "imageId" integer NOT NULL,
                PRIMARY KEY ("branchId", "imageId")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "branch_images"("branchId", "imageId")
            SELECT "branchId",
                "imageId"
            FROM "temporary_branch_images"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_branch_images"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_65a06b740b5f2e2e53c758be5e" ON "branch_images" ("imageId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9c3fb79ced23df727a6f845838" ON "branch_images" ("branchId")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_55ed09d1e4434fef0a279572d4"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b8b2eede24c7eb77b0bce5bcad"
        `);
    await queryRunner.query(`
            ALTER TABLE "branch_tags"
                RENAME TO "temporary_branch_tags"
        `);
    await queryRunner.query(`
            CREATE TABLE "branch_tags" (
                "branchId" integer NOT NULL,
                "tagId" integer NOT NULL,
                PRIMARY KEY ("branchId", "tagId")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "branch_tags"("branchId", "tagId")
            SELECT "branchId",
                "tagId"
            FROM "temporary_branch_tags"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_branch_tags"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_55ed09d1e4434fef0a279572d4" ON "branch_tags" ("tagId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b8b2eede24c7eb77b0bce5bcad" ON "branch_tags" ("branchId")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_7205c4d4a699ddc6d525a4c5a4"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b617aa40725360cb1f8936b9eb"
        `);
    await queryRunner.query(`
            ALTER TABLE "working_schedule"
                RENAME TO "temporary_working_schedule"
        `);
    await queryRunner.query(`
            CREATE TABLE "working_schedule" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "start" datetime(6) NOT NULL,
                "end" datetime(6) NOT NULL,
                "comment" text,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "userId" integer NOT NULL,
                "branchId" integer,
                "departmentId" integer
            )
        `);
    await queryRunner.query(`
            INSERT INTO "working_schedule"(
                    "id",
                    "start",
                    "end",
                    "comment",
                    "createdAt",
                    "updatedAt",
                    "userId",
                    "branchId",
                    "departmentId"
                )
            SELECT "id",
                "start",
                "end",
                "comment",
                "createdAt",
                "updatedAt",
                "userId",
                "branchId",
                "departmentId"
            FROM "temporary_working_schedule"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_working_schedule"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7205c4d4a699ddc6d525a4c5a4" ON "working_schedule" ("userId", "start")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b617aa40725360cb1f8936b9eb" ON "working_schedule" ("start")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_fe7ea851874909f58b34ccb265"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_8f93acdff51815a90b9d981d15"
        `);
    await queryRunner.query(`
            ALTER TABLE "working_activity"
                RENAME TO "temporary_working_activity"
        `);
    await queryRunner.query(`
            CREATE TABLE "working_activity" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "state" varchar(10) NOT NULL DEFAULT ('running'),
                "start" datetime(6) NOT NULL,
                "end" datetime(6),
                "pauses" json NOT NULL,
                "comment" text,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "userId" integer NOT NULL,
                "branchId" integer,
                "departmentId" integer,
                "projectId" integer,
                "taskId" integer
            )
        `);
    await queryRunner.query(`
            INSERT INTO "working_activity"(
                    "id",
                    "state",
                    "start",
                    "end",
                    "pauses",
                    "comment",
                    "createdAt",
                    "updatedAt",
                    "userId",
                    "branchId",
                    "departmentId",
                    "projectId",
                    "taskId"
                )
            SELECT "id",
                "state",
                "start",
                "end",
                "pauses",
                "comment",
                "createdAt",
                "updatedAt",
                "userId",
                "branchId",
                "departmentId",
                "projectId",
                "taskId"
            FROM "temporary_working_activity"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_working_activity"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_fe7ea851874909f58b34ccb265" ON "working_activity" ("userId", "start")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_8f93acdff51815a90b9d981d15" ON "working_activity" ("start")
        `);
    await queryRunner.query(`
            ALTER TABLE "task"
                RENAME TO "temporary_task"
        `);
    await queryRunner.query(`
            CREATE TABLE "task" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "isDone" boolean NOT NULL DEFAULT (0),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "projectId" integer
            )
        `);
    await queryRunner.query(`
            INSERT INTO "task"(
                    "id",
                    "name",
                    "description",
                    "isDone",
                    "createdAt",
                    "updatedAt",
                    "projectId"
                )
            SELECT "id",
                "name",
                "description",
                "isDone",
                "createdAt",
                "updatedAt",
                "projectId"
            FROM "temporary_task"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_task"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_99604b62591bbc8d0a0aad4f68"
        `);
    await queryRunner.query(`
            ALTER TABLE "holiday_balance"
                RENAME TO "temporary_holiday_balance"
        `);
    await queryRunner.query(`
            CREATE TABLE "holiday_balance" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "year" integer NOT NULL,
                "entitlement" decimal(12, 3) NOT NULL DEFAULT (0),
                "taken" decimal(12, 3) NOT NULL DEFAULT (0),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "userId" integer NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "holiday_balance"(
                    "id",
                    "year",
                    "entitlement",
                    "taken",
                    "createdAt",
                    "updatedAt",
                    "userId"
                )
            SELECT "id",
                "year",
                "entitlement",
                "taken",
                "createdAt",
                "updatedAt",
                "userId"
            FROM "temporary_holiday_balance"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_holiday_balance"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_99604b62591bbc8d0a0aad4f68" ON "holiday_balance" ("userId", "year")
        `);
    await queryRunner.query(`
            ALTER TABLE "signage_device"
                RENAME TO "temporary_signage_device"
        `);
    await queryRunner.query(`
            CREATE TABLE "signage_device" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "orientation" varchar(20) NOT NULL DEFAULT ('landscape'),
                "lastSeenAt" datetime(6),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "branchId" integer,
                "streamId" integer,
                CONSTRAINT "UQ_7b47191e01c795684f41b1b9f46" UNIQUE ("identifier")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "signage_device"(
                    "id",
                    "identifier",
                    "name",
                    "orientation",
                    "lastSeenAt",
                    "createdAt",
                    "updatedAt",
                    "branchId",
                    "streamId"
                )
            SELECT "id",
                "identifier",
                "name",
                "orientation",
                "lastSeenAt",
                "createdAt",
                "updatedAt",
                "branchId",
                "streamId"
            FROM "temporary_signage_device"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_signage_device"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9748e41227909e6bbeb8127bb9"
        `);
    await queryRunner.query(`
            ALTER TABLE "signage_stream_segment"
                RENAME TO "temporary_signage_stream_segment"
        `);
    await queryRunner.query(`
            CREATE TABLE "signage_stream_segment" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "position" integer NOT NULL DEFAULT (0),
                "streamId" integer NOT NULL,
                "segmentId" integer NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "signage_stream_segment"("id", "position", "streamId", "segmentId")
            SELECT "id",
                "position",
                "streamId",
                "segmentId"
            FROM "temporary_signage_stream_segment"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_signage_stream_segment"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9748e41227909e6bbeb8127bb9" ON "signage_stream_segment" ("streamId", "position")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_e22dcaa5abb30556e1b5f28213"
        `);
    await queryRunner.query(`
            ALTER TABLE "dining_table"
                RENAME TO "temporary_dining_table"
        `);
    await queryRunner.query(`
            CREATE TABLE "dining_table" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(50) NOT NULL DEFAULT (''),
                "name" varchar(100) NOT NULL DEFAULT (''),
                "branchId" integer NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "dining_table"("id", "identifier", "name", "branchId")
            SELECT "id",
                "identifier",
                "name",
                "branchId"
            FROM "temporary_dining_table"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_dining_table"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_e22dcaa5abb30556e1b5f28213" ON "dining_table" ("branchId", "identifier")
        `);
    await queryRunner.query(`
            ALTER TABLE "department"
                RENAME TO "temporary_department"
        `);
    await queryRunner.query(`
            CREATE TABLE "department" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "branchId" integer NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "department"("id", "name", "description", "branchId")
            SELECT "id",
                "name",
                "description",
                "branchId"
            FROM "temporary_department"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_department"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_a6656253f6478a782e18dfca98"
        `);
    await queryRunner.query(`
            ALTER TABLE "ticket_counter"
                RENAME TO "temporary_ticket_counter"
        `);
    await queryRunner.query(`
            CREATE TABLE "ticket_counter" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "businessDay" varchar(10) NOT NULL DEFAULT (''),
                "lastNumber" integer NOT NULL DEFAULT (0),
                "branchId" integer NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "ticket_counter"("id", "businessDay", "lastNumber", "branchId")
            SELECT "id",
                "businessDay",
                "lastNumber",
                "branchId"
            FROM "temporary_ticket_counter"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_ticket_counter"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_a6656253f6478a782e18dfca98" ON "ticket_counter" ("branchId", "businessDay")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_0506b4f42fb119b584fc2c729f"
        `);
    await queryRunner.query(`
            ALTER TABLE "idempotency_record"
                RENAME TO "temporary_idempotency_record"
        `);
    await queryRunner.query(`
            CREATE TABLE "idempotency_record" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "key" varchar(255) NOT NULL DEFAULT (''),
                "requestHash" varchar(64) NOT NULL DEFAULT (''),
                "responseStatus" integer,
                "responseBody" json,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "orderId" integer,
                CONSTRAINT "UQ_c30d9b595b0c4bf59cc03ce604c" UNIQUE ("key")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "idempotency_record"(
                    "id",
                    "key",
                    "requestHash",
                    "responseStatus",
                    "responseBody",
                    "createdAt",
                    "orderId"
                )
            SELECT "id",
                "key",
                "requestHash",
                "responseStatus",
                "responseBody",
                "createdAt",
                "orderId"
            FROM "temporary_idempotency_record"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_idempotency_record"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_0506b4f42fb119b584fc2c729f" ON "idempotency_record" ("createdAt")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_da7e67b1efb73e9eeb363b95df"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9a0c2753c8af5e75233c39ffae"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_57841719a66e88adabac1b553e"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_1e39ac6677a54e2c9c76b57629"
        `);
    await queryRunner.query(`
            ALTER TABLE "customer_order"
                RENAME TO "temporary_customer_order"
        `);
    await queryRunner.query(`
            CREATE TABLE "customer_order" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "uid" varchar(32) NOT NULL DEFAULT (''),
                "hash" varchar(64) NOT NULL DEFAULT (''),
                "ticketNumber" integer NOT NULL,
                "businessDay" varchar(10) NOT NULL DEFAULT (''),
                "isCompany" boolean NOT NULL DEFAULT (0),
                "companyName" varchar(255) NOT NULL DEFAULT (''),
                "firstName" varchar(100) NOT NULL DEFAULT (''),
                "lastName" varchar(100) NOT NULL DEFAULT (''),
                "company" varchar(255) NOT NULL DEFAULT (''),
                "street" varchar(255) NOT NULL DEFAULT (''),
                "floor" varchar(20) NOT NULL DEFAULT (''),
                "stairway" varchar(20) NOT NULL DEFAULT (''),
                "door" varchar(20) NOT NULL DEFAULT (''),
                "zipCode" varchar(20) NOT NULL DEFAULT (''),
                "city" varchar(100) NOT NULL DEFAULT (''),
                "country" varchar(2) NOT NULL DEFAULT ('AT'),
                "vatNo" varchar(50) NOT NULL DEFAULT (''),
                "phone" varchar(50) NOT NULL DEFAULT (''),
                "email" varchar(255) NOT NULL DEFAULT (''),
                "isDeliveryAddressDifferent" boolean NOT NULL DEFAULT (0),
                "isDeliveryCompany" boolean NOT NULL DEFAULT (0),
                "deliveryCompanyName" varchar(255) NOT NULL DEFAULT (''),
                "deliveryFirstName" varchar(100) NOT NULL DEFAULT (''),
                "deliveryLastName" varchar(100) NOT NULL DEFAULT (''),
                "deliveryStreet" varchar(255) NOT NULL DEFAULT (''),
                "deliveryFloor" varchar(20) NOT NULL DEFAULT (''),
                "deliveryStairway" varchar(20) NOT NULL DEFAULT (''),
                "deliveryDoor" varchar(20) NOT NULL DEFAULT (''),
                "deliveryZipCode" varchar(20) NOT NULL DEFAULT (''),
                "deliveryCity" varchar(100) NOT NULL DEFAULT (''),
                "deliveryCountry" varchar(2) NOT NULL DEFAULT ('AT'),
                "deliveryAreaName" varchar(255) NOT NULL DEFAULT (''),
                "deliveryAreaFee" decimal(12, 2),
                "deliveryAreaTaxRate" decimal(5, 2) NOT NULL DEFAULT (0),
                "comment" text,
                "appointmentDate" datetime(6),
                "paymentMethod" varchar(20) NOT NULL DEFAULT ('cash'),
                "legalInstructions" boolean NOT NULL DEFAULT (0),
                "privacyPolicy" boolean NOT NULL DEFAULT (0),
                "tableIdentifier" varchar(50),
                "appointment" datetime(6),
                "counterAppointment" datetime(6),
                "rejectionMessage" text,
                "isConfirmed" boolean NOT NULL DEFAULT (0),
                "isCompleted" boolean NOT NULL DEFAULT (0),
                "isRejected" boolean NOT NULL DEFAULT (0),
                "isCanceled" boolean NOT NULL DEFAULT (0),
                "isFailed" boolean NOT NULL DEFAULT (0),
                "isDelivery" boolean NOT NULL DEFAULT (0),
                "isDineIn" boolean NOT NULL DEFAULT (0),
                "isInDelivery" boolean NOT NULL DEFAULT (0),
                "isDelivered" boolean NOT NULL DEFAULT (0),
                "isPaid" boolean NOT NULL DEFAULT (0),
                "isRefunded" boolean NOT NULL DEFAULT (0),
                "isEnteredByStaff" boolean NOT NULL DEFAULT (0),
                "paymentRedirectUrl" varchar(2000),
                "paymentReference" varchar(255),
                "gross" decimal(12, 2) NOT NULL DEFAULT (0),
                "totalNet" decimal(12, 2) NOT NULL DEFAULT (0),
                "totalGross" decimal(12, 2) NOT NULL DEFAULT (0),
                "deliveryGross" decimal(12, 2) NOT NULL DEFAULT (0),
                "taxes" json NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "branchId" integer NOT NULL,
                "deliveryAreaId" integer,
                "donateeId" integer,
                CONSTRAINT "UQ_deee254d2d7bcf6fc8037770a22" UNIQUE ("uid")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "customer_order"(
                    "id",
                    "uid",
                    "hash",
                    "ticketNumber",
                    "businessDay",
                    "isCompany",
                    "companyName",
                    "firstName",
                    "lastName",
                    "company",
                    "street",
                    "floor",
                    "stairway",
                    "door",
                    "zipCode",
                    "city",
                    "country",
                    "vatNo",
                    "phone",
                    "email",
                    "isDeliveryAddressDifferent",
                    "isDeliveryCompany",
                    "deliveryCompanyName",
                    "deliveryFirstName",
                    "deliveryLastName",
                    "deliveryStreet",
                    "deliveryFloor",
                    "deliveryStairway",
                    "deliveryDoor",
                    "deliveryZipCode",
                    "deliveryCity",
                    "deliveryCountry",
                    "deliveryAreaName",
                    "deliveryAreaFee",
                    "deliveryAreaTaxRate",
                    "comment",
                    "appointmentDate",
                    "paymentMethod",
                    "legalInstructions",
                    "privacyPolicy",
                    "tableIdentifier",
                    "appointment",
                    "counterAppointment",
                    "rejectionMessage",
                    "isConfirmed",
                    "isCompleted",
                    "isRejected",
                    "isCanceled",
                    "isFailed",
                    "isDelivery",
                    "isDineIn",
                    "isInDelivery",
                    "isDelivered",
                    "isPaid",
                    "isRefunded",
                    "isEnteredByStaff",
                    "paymentRedirectUrl",
                    "paymentReference",
                    "gross",
                    "totalNet",
                    "totalGross",
                    "deliveryGross",
                    "taxes",
                    "createdAt",
                    "updatedAt",
                    "branchId",
                    "deliveryAreaId",
                    "donateeId"
                )
            SELECT "id",
                "uid",
                "hash",
                "ticketNumber",
                "businessDay",
                "isCompany",
                "companyName",
                "firstName",
                "lastName",
                "company",
                "street",
                "floor",
                "stairway",
                "door",
                "zipCode",
                "city",
                "country",
                "vatNo",
                "phone",
                "email",
                "isDeliveryAddressDifferent",
                "isDeliveryCompany",
                "deliveryCompanyName",
                "deliveryFirstName",
                "deliveryLastName",
                "deliveryStreet",
                "deliveryFloor",
                "deliveryStairway",
                "deliveryDoor",
                "deliveryZipCode",
                "deliveryCity",
                "deliveryCountry",
                "deliveryAreaName",
                "deliveryAreaFee",
                "deliveryAreaTaxRate",
                "comment",
                "appointmentDate",
                "paymentMethod",
                "legalInstructions",
                "privacyPolicy",
                "tableIdentifier",
                "appointment",
                "counterAppointment",
                "rejectionMessage",
                "isConfirmed",
                "isCompleted",
                "isRejected",
                "isCanceled",
                "isFailed",
                "isDelivery",
                "isDineIn",
                "isInDelivery",
                "isDelivered",
                "isPaid",
                "isRefunded",
                "isEnteredByStaff",
                "paymentRedirectUrl",
                "paymentReference",
                "gross",
                "totalNet",
                "totalGross",
                "deliveryGross",
                "taxes",
                "createdAt",
                "updatedAt",
                "branchId",
                "deliveryAreaId",
                "donateeId"
            FROM "temporary_customer_order"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_customer_order"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_da7e67b1efb73e9eeb363b95df" ON "customer_order" ("branchId", "createdAt")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_9a0c2753c8af5e75233c39ffae" ON "customer_order" ("branchId", "businessDay", "ticketNumber")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_57841719a66e88adabac1b553e" ON "customer_order" ("createdAt")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_1e39ac6677a54e2c9c76b57629" ON "customer_order" ("paymentReference")
        `);
    await queryRunner.query(`
            ALTER TABLE "questionnaire"
                RENAME TO "temporary_questionnaire"
        `);
    await queryRunner.query(`
            CREATE TABLE "questionnaire" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "rating" integer NOT NULL,
                "foodRating" integer NOT NULL,
                "serviceRating" integer NOT NULL,
                "processRating" integer NOT NULL,
                "comment" text,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "orderId" integer NOT NULL,
                CONSTRAINT "REL_d4e23e2306ac51651a58c0119f" UNIQUE ("orderId")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "questionnaire"(
                    "id",
                    "rating",
                    "foodRating",
                    "serviceRating",
                    "processRating",
                    "comment",
                    "createdAt",
                    "orderId"
                )
            SELECT "id",
                "rating",
                "foodRating",
                "serviceRating",
                "processRating",
                "comment",
                "createdAt",
                "orderId"
            FROM "temporary_questionnaire"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_questionnaire"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_a416607ea22af382546c7b27b7"
        `);
    await queryRunner.query(`
            ALTER TABLE "order_item"
                RENAME TO "temporary_order_item"
        `);
    await queryRunner.query(`
            CREATE TABLE "order_item" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "position" integer NOT NULL,
                "productUid" varchar(50) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "amount" decimal(12, 3) NOT NULL,
                "unit" varchar(10) NOT NULL DEFAULT (''),
                "parts" json NOT NULL,
                "calculationModel" varchar(20) NOT NULL DEFAULT ('fixed'),
                "isPriceHidden" boolean NOT NULL DEFAULT (0),
                "unitPrice" decimal(12, 2) NOT NULL DEFAULT (0),
                "gross" decimal(12, 2) NOT NULL DEFAULT (0),
                "net" decimal(12, 2) NOT NULL DEFAULT (0),
                "taxRate" decimal(5, 2) NOT NULL DEFAULT (0),
                "orderId" integer NOT NULL,
                "productId" integer
            )
        `);
    await queryRunner.query(`
            INSERT INTO "order_item"(
                    "id",
                    "position",
                    "productUid",
                    "name",
                    "amount",
                    "unit",
                    "parts",
                    "calculationModel",
                    "isPriceHidden",
                    "unitPrice",
                    "gross",
                    "net",
                    "taxRate",
                    "orderId",
                    "productId"
                )
            SELECT "id",
                "position",
                "productUid",
                "name",
                "amount",
                "unit",
                "parts",
                "calculationModel",
                "isPriceHidden",
                "unitPrice",
                "gross",
                "net",
                "taxRate",
                "orderId",
                "productId"
            FROM "temporary_order_item"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_order_item"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_a416607ea22af382546c7b27b7" ON "order_item" ("orderId", "position")
        `);
    await queryRunner.query(`
            ALTER TABLE "image_template_layer"
                RENAME TO "temporary_image_template_layer"
        `);
    await queryRunner.query(`
            CREATE TABLE "image_template_layer" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "position" integer NOT NULL DEFAULT (0),
                "type" varchar(20) NOT NULL DEFAULT ('text'),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "x" integer NOT NULL DEFAULT (0),
                "y" integer NOT NULL DEFAULT (0),
                "width" integer NOT NULL DEFAULT (0),
                "height" integer NOT NULL DEFAULT (0),
                "text" text,
                "fontSize" integer NOT NULL DEFAULT (16),
                "color" varchar(7) NOT NULL DEFAULT ('#000000'),
                "templateId" integer NOT NULL,
                "fontId" integer,
                "imageId" integer
            )
        `);
    await queryRunner.query(`
            INSERT INTO "image_template_layer"(
                    "id",
                    "position",
                    "type",
                    "name",
                    "x",
                    "y",
                    "width",
                    "height",
                    "text",
                    "fontSize",
                    "color",
                    "templateId",
                    "fontId",
                    "imageId"
                )
            SELECT "id",
                "position",
                "type",
                "name",
                "x",
                "y",
                "width",
                "height",
                "text",
                "fontSize",
                "color",
                "templateId",
                "fontId",
                "imageId"
            FROM "temporary_image_template_layer"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_image_template_layer"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9431c88600c9dafb2bd7111738"
        `);
    await queryRunner.query(`
            ALTER TABLE "font"
                RENAME TO "temporary_font"
        `);
    await queryRunner.query(`
            CREATE TABLE "font" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "family" varchar(100) NOT NULL DEFAULT (''),
                "variant" varchar(20) NOT NULL DEFAULT (''),
                "uploadId" integer
            )
        `);
    await queryRunner.query(`
            INSERT INTO "font"("id", "family", "variant", "uploadId")
            SELECT "id",
                "family",
                "variant",
                "uploadId"
            FROM "temporary_font"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_font"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_9431c88600c9dafb2bd7111738" ON "font" ("family", "variant")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_8751ee313fa79486a1eafac2d4"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_8e4eb51a35d81b64dda28eed0a"
        `);
    await queryRunner.query(`
            ALTER TABLE "log"
                RENAME TO "temporary_log"
        `);
    await queryRunner.query(`
            CREATE TABLE "log" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "level" varchar(10) NOT NULL DEFAULT (''),
                "channel" varchar(100) NOT NULL DEFAULT (''),
                "message" text NOT NULL,
                "context" json NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "userId" integer
            )
        `);
    await queryRunner.query(`
            INSERT INTO "log"(
                    "id",
                    "level",
                    "channel",
                    "message",
                    "context",
                    "createdAt",
                    "userId"
                )
            SELECT "id",
                "level",
                "channel",
                "message",
                "context",
                "createdAt",
                "userId"
            FROM "temporary_log"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_log"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_8751ee313fa79486a1eafac2d4" ON "log" ("channel", "createdAt")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_8e4eb51a35d81b64dda28eed0a" ON "log" ("createdAt")
        `);
    await queryRunner.query(`
            ALTER TABLE "device"
                RENAME TO "temporary_device"
        `);
    await queryRunner.query(`
            CREATE TABLE "device" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "type" varchar(20) NOT NULL DEFAULT (''),
                "isEnabled" boolean NOT NULL DEFAULT (1),
                "secret" varchar(64) NOT NULL DEFAULT (''),
                "lastSeenAt" datetime(6),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "branchId" integer,
                CONSTRAINT "UQ_24e06f26a9b60c56e8e54c19e05" UNIQUE ("identifier")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "device"(
                    "id",
                    "identifier",
                    "name",
                    "type",
                    "isEnabled",
                    "secret",
                    "lastSeenAt",
                    "createdAt",
                    "updatedAt",
                    "branchId"
                )
            SELECT "id",
                "identifier",
                "name",
                "type",
                "isEnabled",
                "secret",
                "lastSeenAt",
                "createdAt",
                "updatedAt",
                "branchId"
            FROM "temporary_device"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_device"
        `);
    await queryRunner.query(`
            ALTER TABLE "site"
                RENAME TO "temporary_site"
        `);
    await queryRunner.query(`
            CREATE TABLE "site" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "path" varchar(255) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "title" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "type" varchar(30) NOT NULL DEFAULT ('default'),
                "isPublic" boolean NOT NULL DEFAULT (1),
                "content" json NOT NULL,
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "imageId" integer,
                CONSTRAINT "UQ_a690de688575302543179c689dc" UNIQUE ("path")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "site"(
                    "id",
                    "path",
                    "name",
                    "title",
                    "description",
                    "type",
                    "isPublic",
                    "content",
                    "createdAt",
                    "updatedAt",
                    "imageId"
                )
            SELECT "id",
                "path",
                "name",
                "title",
                "description",
                "type",
                "isPublic",
                "content",
                "createdAt",
                "updatedAt",
                "imageId"
            FROM "temporary_site"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_site"
        `);
    await queryRunner.query(`
            ALTER TABLE "config"
                RENAME TO "temporary_config"
        `);
    await queryRunner.query(`
            CREATE TABLE "config" (
                "id" integer PRIMARY KEY NOT NULL,
                "shopName" varchar(255) NOT NULL DEFAULT (''),
                "businessName" varchar(255) NOT NULL DEFAULT (''),
                "title" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "seoTitle" varchar(255) NOT NULL DEFAULT (''),
                "seoDescription" varchar(1000) NOT NULL DEFAULT (''),
                "website" varchar(500) NOT NULL DEFAULT (''),
                "currency" varchar(3) NOT NULL DEFAULT ('EUR'),
                "street" varchar(255) NOT NULL DEFAULT (''),
                "zipCode" varchar(20) NOT NULL DEFAULT (''),
                "city" varchar(100) NOT NULL DEFAULT (''),
                "phone" varchar(50) NOT NULL DEFAULT (''),
                "email" varchar(255) NOT NULL DEFAULT (''),
                "vatNo" varchar(50) NOT NULL DEFAULT (''),
                "termsAndConditions" varchar(500) NOT NULL DEFAULT (''),
                "termsAndConditionsText" text,
                "privacyPolicy" varchar(500) NOT NULL DEFAULT (''),
                "privacyPolicyText" text,
                "imprint" varchar(500) NOT NULL DEFAULT (''),
                "imprintText" text,
                "allergens" varchar(500) NOT NULL DEFAULT (''),
                "allergensText" text,
                "defaultDeliveryMethod" varchar(20) NOT NULL DEFAULT ('takeaway'),
                "enablePluginPWA" boolean NOT NULL DEFAULT (0),
                "enablePluginMapbox" boolean NOT NULL DEFAULT (0),
                "enablePluginToolbar" boolean NOT NULL DEFAULT (0),
                "enablePluginHomePage" boolean NOT NULL DEFAULT (0),
                "enablePluginSearch" boolean NOT NULL DEFAULT (0),
                "enablePluginTags" boolean NOT NULL DEFAULT (0),
                "enablePluginCategoryBar" boolean NOT NULL DEFAULT (0),
                "mapboxZoom" integer NOT NULL DEFAULT (0),
                "mapboxPitch" integer NOT NULL DEFAULT (0),
                "mapboxBearing" integer NOT NULL DEFAULT (0),
                "isSmsEnabled" boolean NOT NULL DEFAULT (0),
                "isDonationEnabled" boolean NOT NULL DEFAULT (0),
                "isCashEnabled" boolean NOT NULL DEFAULT (0),
                "isATMCardEnabled" boolean NOT NULL DEFAULT (0),
                "isHydroAGVoucherEnabled" boolean NOT NULL DEFAULT (0),
                "isMollieEnabled" boolean NOT NULL DEFAULT (0),
                "isDatatransEnabled" boolean NOT NULL DEFAULT (0),
                "isOrderReviewEnabled" boolean NOT NULL DEFAULT (0),
                "isFrontDeskEnabled" boolean NOT NULL DEFAULT (0),
                "isTicketEnabled" boolean NOT NULL DEFAULT (0),
                "metaTitle" varchar(255) NOT NULL DEFAULT (''),
                "metaDescription" varchar(1000) NOT NULL DEFAULT (''),
                "metaUrl" varchar(500) NOT NULL DEFAULT (''),
                "ogTitle" varchar(255) NOT NULL DEFAULT (''),
                "ogDescription" varchar(1000) NOT NULL DEFAULT (''),
                "ogUrl" varchar(500) NOT NULL DEFAULT (''),
                "twitterTitle" varchar(255) NOT NULL DEFAULT (''),
                "twitterDescription" varchar(1000) NOT NULL DEFAULT (''),
                "twitterUrl" varchar(500) NOT NULL DEFAULT (''),
                "themeColor" varchar(7) NOT NULL DEFAULT ('#C49560'),
                "adPixelId" varchar(50) NOT NULL DEFAULT (''),
                "primaryColor" varchar(7) NOT NULL DEFAULT ('#C49560'),
                "backgroundColor" varchar(7) NOT NULL DEFAULT ('#FAFAFA'),
                "fontFamily" varchar(100) NOT NULL DEFAULT (''),
                "borderRadius" varchar(20) NOT NULL DEFAULT ('1.2rem'),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "metaImageId" integer,
                "ogImageId" integer,
                "twitterImageId" integer,
                "logoId" integer,
                "faviconId" integer,
                "shareImageId" integer
            )
        `);
    await queryRunner.query(`
            INSERT INTO "config"(
                    "id",
                    "shopName",
                    "businessName",
                    "title",
                    "description",
                    "seoTitle",
                    "seoDescription",
                    "website",
                    "currency",
                    "street",
                    "zipCode",
                    "city",
                    "phone",
                    "email",
                    "vatNo",
                    "termsAndConditions",
                    "termsAndConditionsText",
                    "privacyPolicy",
                    "privacyPolicyText",
                    "imprint",
                    "imprintText",
                    "allergens",
                    "allergensText",
                    "defaultDeliveryMethod",
                    "enablePluginPWA",
                    "enablePluginMapbox",
                    "enablePluginToolbar",
                    "enablePluginHomePage",
                    "enablePluginSearch",
                    "enablePluginTags",
                    "enablePluginCategoryBar",
                    "mapboxZoom",
                    "mapboxPitch",
                    "mapboxBearing",
                    "isSmsEnabled",
                    "isDonationEnabled",
                    "isCashEnabled",
                    "isATMCardEnabled",
                    "isHydroAGVoucherEnabled",
                    "isMollieEnabled",
                    "isDatatransEnabled",
                    "isOrderReviewEnabled",
                    "isFrontDeskEnabled",
                    "isTicketEnabled",
                    "metaTitle",
                    "metaDescription",
                    "metaUrl",
                    "ogTitle",
                    "ogDescription",
                    "ogUrl",
                    "twitterTitle",
                    "twitterDescription",
                    "twitterUrl",
                    "themeColor",
                    "adPixelId",
                    "primaryColor",
                    "backgroundColor",
                    "fontFamily",
                    "borderRadius",
                    "updatedAt",
                    "metaImageId",
                    "ogImageId",
                    "twitterImageId",
                    "logoId",
                    "faviconId",
                    "shareImageId"
                )
            SELECT "id",
                "shopName",
                "businessName",
                "title",
                "description",
                "seoTitle",
                "seoDescription",
                "website",
                "currency",
                "street",
                "zipCode",
                "city",
                "phone",
                "email",
                "vatNo",
                "termsAndConditions",
                "termsAndConditionsText",
                "privacyPolicy",
                "privacyPolicyText",
                "imprint",
                "imprintText",
                "allergens",
                "allergensText",
                "defaultDeliveryMethod",
                "enablePluginPWA",
                "enablePluginMapbox",
                "enablePluginToolbar",
                "enablePluginHomePage",
                "enablePluginSearch",
                "enablePluginTags",
                "enablePluginCategoryBar",
                "mapboxZoom",
                "mapboxPitch",
                "mapboxBearing",
                "isSmsEnabled",
                "isDonationEnabled",
                "isCashEnabled",
                "isATMCardEnabled",
                "isHydroAGVoucherEnabled",
                "isMollieEnabled",
                "isDatatransEnabled",
                "isOrderReviewEnabled",
                "isFrontDeskEnabled",
                "isTicketEnabled",
                "metaTitle",
                "metaDescription",
                "metaUrl",
                "ogTitle",
                "ogDescription",
                "ogUrl",
                "twitterTitle",
                "twitterDescription",
                "twitterUrl",
                "themeColor",
                "adPixelId",
                "primaryColor",
                "backgroundColor",
                "fontFamily",
                "borderRadius",
                "updatedAt",
                "metaImageId",
                "ogImageId",
                "twitterImageId",
                "logoId",
                "faviconId",
                "shareImageId"
            FROM "temporary_config"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_config"
        `);
    await queryRunner.query(`
            ALTER TABLE "category"
                RENAME TO "temporary_category"
        `);
    await queryRunner.query(`
            CREATE TABLE "category" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "isEnabled" boolean NOT NULL DEFAULT (1),
                "schedule" json,
                "isVisibleWhenUnavailable" boolean NOT NULL DEFAULT (0),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "imageId" integer
            )
        `);
    await queryRunner.query(`
            INSERT INTO "category"(
                    "id",
                    "name",
                    "description",
                    "isEnabled",
                    "schedule",
                    "isVisibleWhenUnavailable",
                    "createdAt",
                    "updatedAt",
                    "imageId"
                )
            SELECT "id",
                "name",
                "description",
                "isEnabled",
                "schedule",
                "isVisibleWhenUnavailable",
                "createdAt",
                "updatedAt",
                "imageId"
            FROM "temporary_category"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_category"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_3d2f174ef04fb312fdebd0ddc5"
        `);
    await queryRunner.query(`
            ALTER TABLE "session"
                RENAME TO "temporary_session"
        `);
    await queryRunner.query(`
            CREATE TABLE "session" (
                "id" varchar(64) PRIMARY KEY NOT NULL,
                "csrfToken" varchar(64) NOT NULL DEFAULT (''),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "lastSeenAt" datetime(6) NOT NULL,
                "expiresAt" datetime(6) NOT NULL,
                "ip" varchar(64) NOT NULL DEFAULT (''),
                "userAgent" varchar(255) NOT NULL DEFAULT (''),
                "userId" integer NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "session"(
                    "id",
                    "csrfToken",
                    "createdAt",
                    "lastSeenAt",
                    "expiresAt",
                    "ip",
                    "userAgent",
                    "userId"
                )
            SELECT "id",
                "csrfToken",
                "createdAt",
                "lastSeenAt",
                "expiresAt",
                "ip",
                "userAgent",
                "userId"
            FROM "temporary_session"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_session"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_3d2f174ef04fb312fdebd0ddc5" ON "session" ("userId")
        `);
    await queryRunner.query(`
            ALTER TABLE "branch"
                RENAME TO "temporary_branch"
        `);
    await queryRunner.query(`
            CREATE TABLE "branch" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "identifier" varchar(100) NOT NULL DEFAULT (''),
                "name" varchar(255) NOT NULL DEFAULT (''),
                "description" text,
                "street" varchar(255) NOT NULL DEFAULT (''),
                "zipCode" varchar(20) NOT NULL DEFAULT (''),
                "city" varchar(100) NOT NULL DEFAULT (''),
                "phone" varchar(50) NOT NULL DEFAULT (''),
                "email" varchar(255) NOT NULL DEFAULT (''),
                "website" varchar(255) NOT NULL DEFAULT (''),
                "longitude" double,
                "latitude" double,
                "keywords" varchar(1000) NOT NULL DEFAULT (''),
                "imageOrder" json NOT NULL,
                "isEnabled" boolean NOT NULL DEFAULT (1),
                "isPublic" boolean NOT NULL DEFAULT (1),
                "openingHours" json NOT NULL,
                "deliveryHours" json NOT NULL,
                "isDeliveryHoursEnabled" boolean NOT NULL DEFAULT (0),
                "isDeliveryEnabled" boolean NOT NULL DEFAULT (0),
                "isTakeawayEnabled" boolean NOT NULL DEFAULT (1),
                "isDineInEnabled" boolean NOT NULL DEFAULT (0),
                "isPreorderEnabled" boolean NOT NULL DEFAULT (0),
                "isTableSelectionEnabled" boolean NOT NULL DEFAULT (0),
                "isAppointmentRequired" boolean NOT NULL DEFAULT (0),
                "isQuotationRequired" boolean NOT NULL DEFAULT (0),
                "isCashEnabled" boolean NOT NULL DEFAULT (1),
                "isATMCardEnabled" boolean NOT NULL DEFAULT (0),
                "isHydroAGVoucherEnabled" boolean NOT NULL DEFAULT (0),
                "isMollieEnabled" boolean NOT NULL DEFAULT (0),
                "isDatatransEnabled" boolean NOT NULL DEFAULT (0),
                "isDeliveryEmailRequired" boolean NOT NULL DEFAULT (0),
                "isDineInEmailRequired" boolean NOT NULL DEFAULT (0),
                "isTakeawayEmailRequired" boolean NOT NULL DEFAULT (0),
                "isDeliveryPhoneRequired" boolean NOT NULL DEFAULT (1),
                "isDineInPhoneRequired" boolean NOT NULL DEFAULT (0),
                "isTakeawayPhoneRequired" boolean NOT NULL DEFAULT (0),
                "isDeliveryAddressRequired" boolean NOT NULL DEFAULT (1),
                "isDineInAddressRequired" boolean NOT NULL DEFAULT (0),
                "isTakeawayAddressRequired" boolean NOT NULL DEFAULT (0),
                "orderableFrom" varchar(5) NOT NULL DEFAULT (''),
                "closedMessage" text,
                "apiKey" varchar(64) NOT NULL DEFAULT (''),
                "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "logoId" integer,
                "divisionId" integer,
                CONSTRAINT "UQ_ba93990a71fc1bccf1d56a0c855" UNIQUE ("identifier")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "branch"(
                    "id",
                    "identifier",
                    "name",
                    "description",
                    "street",
                    "zipCode",
                    "city",
                    "phone",
                    "email",
                    "website",
                    "longitude",
                    "latitude",
                    "keywords",
                    "imageOrder",
                    "isEnabled",
                    "isPublic",
                    "openingHours",
                    "deliveryHours",
                    "isDeliveryHoursEnabled",
                    "isDeliveryEnabled",
                    "isTakeawayEnabled",
                    "isDineInEnabled",
                    "isPreorderEnabled",
                    "isTableSelectionEnabled",
                    "isAppointmentRequired",
                    "isQuotationRequired",
                    "isCashEnabled",
                    "isATMCardEnabled",
                    "isHydroAGVoucherEnabled",
                    "isMollieEnabled",
                    "isDatatransEnabled",
                    "isDeliveryEmailRequired",
                    "isDineInEmailRequired",
                    "isTakeawayEmailRequired",
                    "isDeliveryPhoneRequired",
                    "isDineInPhoneRequired",
                    "isTakeawayPhoneRequired",
                    "isDeliveryAddressRequired",
                    "isDineInAddressRequired",
                    "isTakeawayAddressRequired",
                    "orderableFrom",
                    "closedMessage",
                    "apiKey",
                    "createdAt",
                    "updatedAt",
                    "logoId",
                    "divisionId"
                )
            SELECT "id",
                "identifier",
                "name",
                "description",
                "street",
                "zipCode",
                "city",
                "phone",
                "email",
                "website",
                "longitude",
                "latitude",
                "keywords",
                "imageOrder",
                "isEnabled",
                "isPublic",
                "openingHours",
                "deliveryHours",
                "isDeliveryHoursEnabled",
                "isDeliveryEnabled",
                "isTakeawayEnabled",
                "isDineInEnabled",
                "isPreorderEnabled",
                "isTableSelectionEnabled",
                "isAppointmentRequired",
                "isQuotationRequired",
                "isCashEnabled",
                "isATMCardEnabled",
                "isHydroAGVoucherEnabled",
                "isMollieEnabled",
                "isDatatransEnabled",
                "isDeliveryEmailRequired",
                "isDineInEmailRequired",
                "isTakeawayEmailRequired",
                "isDeliveryPhoneRequired",
                "isDineInPhoneRequired",
                "isTakeawayPhoneRequired",
                "isDeliveryAddressRequired",
                "isDineInAddressRequired",
                "isTakeawayAddressRequired",
                "orderableFrom",
                "closedMessage",
                "apiKey",
                "createdAt",
                "updatedAt",
                "logoId",
                "divisionId"
            FROM "temporary_branch"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_branch"
        `);
    await queryRunner.query(`
            ALTER TABLE "delivery_area"
                RENAME TO "temporary_delivery_area"
        `);
    await queryRunner.query(`
            CREATE TABLE "delivery_area" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "position" integer NOT NULL DEFAULT (0),
                "area" varchar(255) NOT NULL DEFAULT (''),
                "price" decimal(12, 2) NOT NULL DEFAULT (0),
                "tax" decimal(5, 2) NOT NULL DEFAULT (0),
                "free" boolean NOT NULL DEFAULT (0),
                "freeFromOrderValue" decimal(12, 2),
                "minimumOrderValue" decimal(12, 2),
                "branchId" integer NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "delivery_area"(
                    "id",
                    "position",
                    "area",
                    "price",
                    "tax",
                    "free",
                    "freeFromOrderValue",
                    "minimumOrderValue",
                    "branchId"
                )
            SELECT "id",
                "position",
                "area",
                "price",
                "tax",
                "free",
                "freeFromOrderValue",
                "minimumOrderValue",
                "branchId"
            FROM "temporary_delivery_area"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_delivery_area"
        `);
    await queryRunner.query(`
            ALTER TABLE "tag"
                RENAME TO "temporary_tag"
        `);
    await queryRunner.query(`
            CREATE TABLE "tag" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(100) NOT NULL DEFAULT (''),
                "imageId" integer
            )
        `);
    await queryRunner.query(`
            INSERT INTO "tag"("id", "name", "imageId")
            SELECT "id",
                "name",
                "imageId"
            FROM "temporary_tag"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_tag"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_a1e5f823a7a8fb4b64d9bf1bb8"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_f64ed56e85e0f6b3b45cac096a"
        `);
    await queryRunner.query(`
            DROP TABLE "product_bundle_items"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9eb7d7ebaf2263ae0e45fea918"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b367708bf720c8dd62fc683316"
        `);
    await queryRunner.query(`
            DROP TABLE "product_images"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_f0df18179b7a223461deca8514"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_7ba8939b7f521b2a3ff8acf8da"
        `);
    await queryRunner.query(`
            DROP TABLE "menu_branches"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_d4bfb1375daa4e5e17f3def240"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_730d741ac106176848e5b3c96c"
        `);
    await queryRunner.query(`
            DROP TABLE "user_branches"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_65a06b740b5f2e2e53c758be5e"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9c3fb79ced23df727a6f845838"
        `);
    await queryRunner.query(`
            DROP TABLE "branch_images"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_55ed09d1e4434fef0a279572d4"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b8b2eede24c7eb77b0bce5bcad"
        `);
    await queryRunner.query(`
            DROP TABLE "branch_tags"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_7205c4d4a699ddc6d525a4c5a4"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b617aa40725360cb1f8936b9eb"
        `);
    await queryRunner.query(`
            DROP TABLE "working_schedule"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_fe7ea851874909f58b34ccb265"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_8f93acdff51815a90b9d981d15"
        `);
    await queryRunner.query(`
            DROP TABLE "working_activity"
        `);
    await queryRunner.query(`
            DROP TABLE "task"
        `);
    await queryRunner.query(`
            DROP TABLE "project"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_99604b62591bbc8d0a0aad4f68"
        `);
    await queryRunner.query(`
            DROP TABLE "holiday_balance"
        `);
    await queryRunner.query(`
            DROP TABLE "signage_device"
        `);
    await queryRunner.query(`
            DROP TABLE "signage_stream"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9748e41227909e6bbeb8127bb9"
        `);
    await queryRunner.query(`
            DROP TABLE "signage_stream_segment"
        `);
    await queryRunner.query(`
            DROP TABLE "signage_segment"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_e22dcaa5abb30556e1b5f28213"
        `);
    await queryRunner.query(`
            DROP TABLE "dining_table"
        `);
    await queryRunner.query(`
            DROP TABLE "department"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_a6656253f6478a782e18dfca98"
        `);
    await queryRunner.query(`
            DROP TABLE "ticket_counter"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_0506b4f42fb119b584fc2c729f"
        `);
    await queryRunner.query(`
            DROP TABLE "idempotency_record"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_da7e67b1efb73e9eeb363b95df"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9a0c2753c8af5e75233c39ffae"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_57841719a66e88adabac1b553e"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_1e39ac6677a54e2c9c76b57629"
        `);
    await queryRunner.query(`
            DROP TABLE "customer_order"
        `);
    await queryRunner.query(`
            DROP TABLE "questionnaire"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_a416607ea22af382546c7b27b7"
        `);
    await queryRunner.query(`
            DROP TABLE "order_item"
        `);
    await queryRunner.query(`
            DROP TABLE "donatee"
        `);
    await queryRunner.query(`
            DROP TABLE "image_template_layer"
        `);
    await queryRunner.query(`
            DROP TABLE "image_template"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9431c88600c9dafb2bd7111738"
        `);
    await queryRunner.query(`
            DROP TABLE "font"
        `);
    await queryRunner.query(`
            DROP TABLE "upload"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_8751ee313fa79486a1eafac2d4"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_8e4eb51a35d81b64dda28eed0a"
        `);
    await queryRunner.query(`
            DROP TABLE "log"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_291bd614fccdf4540a5def2f71"
        `);
    await queryRunner.query(`
            DROP TABLE "analytics_log"
        `);
    await queryRunner.query(`
            DROP TABLE "device"
        `);
    await queryRunner.query(`
            DROP TABLE "site"
        `);
    await queryRunner.query(`
            DROP TABLE "navigation"
        `);
    await queryRunner.query(`
            DROP TABLE "config"
        `);
    await queryRunner.query(`
            DROP TABLE "block"
        `);
    await queryRunner.query(`
            DROP TABLE "product"
        `);
    await queryRunner.query(`
            DROP TABLE "menu"
        `);
    await queryRunner.query(`
            DROP TABLE "category"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_3d2f174ef04fb312fdebd0ddc5"
        `);
    await queryRunner.query(`
            DROP TABLE "session"
        `);
    await queryRunner.query(`
            DROP TABLE "user"
        `);
    await queryRunner.query(`
            DROP TABLE "branch"
        `);
    await queryRunner.query(`
            DROP TABLE "division"
        `);
    await queryRunner.query(`
            DROP TABLE "delivery_area"
        `);
    await queryRunner.query(`
            DROP TABLE "tag"
        `);
    await queryRunner.query(`
            DROP TABLE "image"
        `);
  }
}
