import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795216425932 implements MigrationInterface {
  name = 'Initial1795216425932';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`image\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`version\` int NOT NULL DEFAULT '1',
                \`extension\` varchar(10) NOT NULL DEFAULT '',
                \`mimeType\` varchar(100) NOT NULL DEFAULT '',
                \`width\` int NOT NULL DEFAULT '0',
                \`height\` int NOT NULL DEFAULT '0',
                \`alt\` varchar(255) NOT NULL DEFAULT '',
                \`name\` varchar(255) NOT NULL DEFAULT '',
                \`size\` int NOT NULL DEFAULT '0',
                \`storage\` varchar(255) NOT NULL DEFAULT '',
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`tag\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`name\` varchar(100) NOT NULL DEFAULT '',
                \`imageId\` int NULL,
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`delivery_area\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`position\` int NOT NULL DEFAULT '0',
                \`area\` varchar(255) NOT NULL DEFAULT '',
                \`price\` decimal(12, 2) NOT NULL DEFAULT '0.00',
                \`tax\` decimal(5, 2) NOT NULL DEFAULT '0.00',
                \`free\` tinyint NOT NULL DEFAULT 0,
                \`freeFromOrderValue\` decimal(12, 2) NULL,
                \`minimumOrderValue\` decimal(12, 2) NULL,
                \`branchId\` int NOT NULL,
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`division\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`identifier\` varchar(100) NOT NULL DEFAULT '',
                \`name\` varchar(255) NOT NULL DEFAULT '',
                \`title\` varchar(255) NOT NULL DEFAULT '',
                \`description\` text NULL,
                UNIQUE INDEX \`IDX_4ee6d1e7651f90179ce7097bc4\` (\`identifier\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`branch\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`identifier\` varchar(100) NOT NULL DEFAULT '',
                \`name\` varchar(255) NOT NULL DEFAULT '',
                \`description\` text NULL,
                \`street\` varchar(255) NOT NULL DEFAULT '',
                \`zipCode\` varchar(20) NOT NULL DEFAULT '',
                \`city\` varchar(100) NOT NULL DEFAULT '',
                \`phone\` varchar(50) NOT NULL DEFAULT '',
                \`email\` varchar(255) NOT NULL DEFAULT '',
                \`website\` varchar(255) NOT NULL DEFAULT '',
                \`longitude\` double NULL,
                \`latitude\` double NULL,
                \`keywords\` varchar(1000) NOT NULL DEFAULT '',
                \`imageOrder\` json NOT NULL,
                \`isEnabled\` tinyint NOT NULL DEFAULT 1,
                \`isPublic\` tinyint NOT NULL DEFAULT 1,
                \`openingHours\` json NOT NULL,
                \`deliveryHours\` json NOT NULL,
                \`isDeliveryHoursEnabled\` tinyint NOT NULL DEFAULT 0,
                \`isDeliveryEnabled\` tinyint NOT NULL DEFAULT 0,
                \`isTakeawayEnabled\` tinyint NOT NULL DEFAULT 1,
                \`isDineInEnabled\` tinyint NOT NULL DEFAULT 0,
                \`isPreorderEnabled\` tinyint NOT NULL DEFAULT 0,
                \`isTableSelectionEnabled\` tinyint NOT NULL DEFAULT 0,
                \`isAppointmentRequired\` tinyint NOT NULL DEFAULT 0,
                \`isQuotationRequired\` tinyint NOT NULL DEFAULT 0,
                \`isCashEnabled\` tinyint NOT NULL DEFAULT 1,
                \`isATMCardEnabled\` tinyint NOT NULL DEFAULT 0,
                \`isHydroAGVoucherEnabled\` tinyint NOT NULL DEFAULT 0,
                \`isMollieEnabled\` tinyint NOT NULL DEFAULT 0,
                \`isDatatransEnabled\` tinyint NOT NULL DEFAULT 0,
                \`isDeliveryEmailRequired\` tinyint NOT NULL DEFAULT 0,
                \`isDineInEmailRequired\` tinyint NOT NULL DEFAULT 0,
                \`isTakeawayEmailRequired\` tinyint NOT NULL DEFAULT 0,
                \`isDeliveryPhoneRequired\` tinyint NOT NULL DEFAULT 1,
                \`isDineInPhoneRequired\` tinyint NOT NULL DEFAULT 0,
                \`isTakeawayPhoneRequired\` tinyint NOT NULL DEFAULT 0,
                \`isDeliveryAddressRequired\` tinyint NOT NULL DEFAULT 1,
                \`isDineInAddressRequired\` tinyint NOT NULL DEFAULT 0,
                \`isTakeawayAddressRequired\` tinyint NOT NULL DEFAULT 0,
                \`orderableFrom\` varchar(5) NOT NULL DEFAULT '',
                \`closedMessage\` text NULL,
                \`apiKey\` varchar(64) NOT NULL DEFAULT '',
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`logoId\` int NULL,
                \`divisionId\` int NULL,
                UNIQUE INDEX \`IDX_ba93990a71fc1bccf1d56a0c85\` (\`identifier\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`user\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`username\` varchar(180) NOT NULL DEFAULT '',
                \`email\` varchar(255) NOT NULL DEFAULT '',
                \`firstName\` varchar(100) NOT NULL DEFAULT '',
                \`lastName\` varchar(100) NOT NULL DEFAULT '',
                \`password\` varchar(255) NOT NULL DEFAULT '',
                \`roles\` json NOT NULL,
                \`isEnabled\` tinyint NOT NULL DEFAULT 1,
                \`isLocked\` tinyint NOT NULL DEFAULT 0,
                \`expiresAt\` datetime(6) NULL,
                \`timeTrackingToken\` varchar(64) NOT NULL DEFAULT '',
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`IDX_78a916df40e02a9deb1c4b75ed\` (\`username\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`session\` (
                \`id\` varchar(64) NOT NULL,
                \`csrfToken\` varchar(64) NOT NULL DEFAULT '',
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`lastSeenAt\` datetime(6) NOT NULL,
                \`expiresAt\` datetime(6) NOT NULL,
                \`ip\` varchar(64) NOT NULL DEFAULT '',
                \`userAgent\` varchar(255) NOT NULL DEFAULT '',
                \`userId\` int NOT NULL,
                INDEX \`IDX_3d2f174ef04fb312fdebd0ddc5\` (\`userId\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`category\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`name\` varchar(255) NOT NULL DEFAULT '',
                \`description\` text NULL,
                \`isEnabled\` tinyint NOT NULL DEFAULT 1,
                \`schedule\` json NULL,
                \`isVisibleWhenUnavailable\` tinyint NOT NULL DEFAULT 0,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`imageId\` int NULL,
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`menu\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`name\` varchar(255) NOT NULL DEFAULT '',
                \`availableFrom\` datetime(6) NOT NULL,
                \`catalog\` json NOT NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`product\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`uid\` varchar(50) NOT NULL DEFAULT '',
                \`name\` varchar(255) NOT NULL DEFAULT '',
                \`description\` text NULL,
                \`allergens\` json NOT NULL,
                \`allergenNote\` varchar(1000) NOT NULL DEFAULT '',
                \`type\` varchar(20) NOT NULL DEFAULT 'normal',
                \`price\` decimal(12, 2) NOT NULL,
                \`unit\` varchar(20) NOT NULL DEFAULT 'piece',
                \`alternativeUnits\` json NOT NULL,
                \`minimumQuantity\` decimal(12, 3) NULL,
                \`maximumQuantity\` decimal(12, 3) NULL,
                \`quantityStepSize\` decimal(12, 3) NULL,
                \`defaultQuantity\` decimal(12, 3) NULL,
                \`defaultUnit\` varchar(20) NULL,
                \`calculationModel\` varchar(20) NOT NULL DEFAULT 'fixed',
                \`tax\` decimal(5, 2) NOT NULL DEFAULT '0.00',
                \`takeawayTax\` decimal(5, 2) NOT NULL DEFAULT '0.00',
                \`dineInTax\` decimal(5, 2) NOT NULL DEFAULT '0.00',
                \`imageOrder\` json NOT NULL,
                \`isPriceHidden\` tinyint NOT NULL DEFAULT 0,
                \`isEnabled\` tinyint NOT NULL DEFAULT 1,
                \`schedule\` json NULL,
                \`isStepByStep\` tinyint NOT NULL DEFAULT 0,
                \`isLeadTimeEnabled\` tinyint NOT NULL DEFAULT 0,
                \`leadTimeType\` varchar(20) NOT NULL DEFAULT 'days',
                \`leadTimeValue\` int NOT NULL DEFAULT '0',
                \`bundleProductOrder\` json NOT NULL,
                \`config\` json NOT NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`IDX_45f791c6b86ce1dd9b9838cede\` (\`uid\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`block\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`identifier\` varchar(100) NOT NULL DEFAULT '',
                \`name\` varchar(255) NOT NULL DEFAULT '',
                \`type\` varchar(30) NOT NULL DEFAULT 'text',
                \`value\` json NOT NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`IDX_1ed5a8d416167d7a985f7d1e85\` (\`identifier\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`config\` (
                \`id\` int NOT NULL,
                \`shopName\` varchar(255) NOT NULL DEFAULT '',
                \`businessName\` varchar(255) NOT NULL DEFAULT '',
                \`title\` varchar(255) NOT NULL DEFAULT '',
                \`description\` text NULL,
                \`seoTitle\` varchar(255) NOT NULL DEFAULT '',
                \`seoDescription\` varchar(1000) NOT NULL DEFAULT '',
                \`website\` varchar(500) NOT NULL DEFAULT '',
                \`currency\` varchar(3) NOT NULL DEFAULT 'EUR',
                \`street\` varchar(255) NOT NULL DEFAULT '',
                \`zipCode\` varchar(20) NOT NULL DEFAULT '',
                \`city\` varchar(100) NOT NULL DEFAULT '',
                \`phone\` varchar(50) NOT NULL DEFAULT '',
                \`email\` varchar(255) NOT NULL DEFAULT '',
                \`vatNo\` varchar(50) NOT NULL DEFAULT '',
                \`termsAndConditions\` varchar(500) NOT NULL DEFAULT '',
                \`termsAndConditionsText\` text NULL,
                \`privacyPolicy\` varchar(500) NOT NULL DEFAULT '',
                \`privacyPolicyText\` text NULL,
                \`imprint\` varchar(500) NOT NULL DEFAULT '',
                \`imprintText\` text NULL,
                \`allergens\` varchar(500) NOT NULL DEFAULT '',
                \`allergensText\` text NULL,
                \`defaultDeliveryMethod\` varchar(20) NOT NULL DEFAULT 'takeaway',
                \`enablePluginPWA\` tinyint NOT NULL DEFAULT 0,
                \`enablePluginMapbox\` tinyint NOT NULL DEFAULT 0,
                \`enablePluginToolbar\` tinyint NOT NULL DEFAULT 0,
                \`enablePluginHomePage\` tinyint NOT NULL DEFAULT 0,
                \`enablePluginSearch\` tinyint NOT NULL DEFAULT 0,
                \`enablePluginTags\` tinyint NOT NULL DEFAULT 0,
                \`enablePluginCategoryBar\` tinyint NOT NULL DEFAULT 0,
                \`mapboxZoom\` int NOT NULL DEFAULT '0',
                \`mapboxPitch\` int NOT NULL DEFAULT '0',
                \`mapboxBearing\` int NOT NULL DEFAULT '0',
                \`isSmsEnabled\` tinyint NOT NULL DEFAULT 0,
                \`isDonationEnabled\` tinyint NOT NULL DEFAULT 0,
                \`isCashEnabled\` tinyint NOT NULL DEFAULT 0,
                \`isATMCardEnabled\` tinyint NOT NULL DEFAULT 0,
                \`isHydroAGVoucherEnabled\` tinyint NOT NULL DEFAULT 0,
                \`isMollieEnabled\` tinyint NOT NULL DEFAULT 0,
                \`isDatatransEnabled\` tinyint NOT NULL DEFAULT 0,
                \`isOrderReviewEnabled\` tinyint NOT NULL DEFAULT 0,
                \`isFrontDeskEnabled\` tinyint NOT NULL DEFAULT 0,
                \`isTicketEnabled\` tinyint NOT NULL DEFAULT 0,
                \`metaTitle\` varchar(255) NOT NULL DEFAULT '',
                \`metaDescription\` varchar(1000) NOT NULL DEFAULT '',
                \`metaUrl\` varchar(500) NOT NULL DEFAULT '',
                \`ogTitle\` varchar(255) NOT NULL DEFAULT '',
                \`ogDescription\` varchar(1000) NOT NULL DEFAULT '',
                \`ogUrl\` varchar(500) NOT NULL DEFAULT '',
                \`twitterTitle\` varchar(255) NOT NULL DEFAULT '',
                \`twitterDescription\` varchar(1000) NOT NULL DEFAULT '',
                \`twitterUrl\` varchar(500) NOT NULL DEFAULT '',
                \`themeColor\` varchar(7) NOT NULL DEFAULT '#C49560',
                \`adPixelId\` varchar(50) NOT NULL DEFAULT '',
                \`primaryColor\` varchar(7) NOT NULL DEFAULT '#C49560',
                \`backgroundColor\` varchar(7) NOT NULL DEFAULT '#FAFAFA',
                \`fontFamily\` varchar(100) NOT NULL DEFAULT '',
                \`borderRadius\` varchar(20) NOT NULL DEFAULT '1.2rem',
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`metaImageId\` int NULL,
                \`ogImageId\` int NULL,
                \`twitterImageId\` int NULL,
                \`logoId\` int NULL,
                \`faviconId\` int NULL,
                \`shareImageId\` int NULL,
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`navigation\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`identifier\` varchar(100) NOT NULL DEFAULT '',
                \`name\` varchar(255) NOT NULL DEFAULT '',
                \`isPublic\` tinyint NOT NULL DEFAULT 1,
                \`items\` json NOT NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`IDX_9d20962c460e6519004683d531\` (\`identifier\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`site\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`path\` varchar(255) NOT NULL DEFAULT '',
                \`name\` varchar(255) NOT NULL DEFAULT '',
                \`title\` varchar(255) NOT NULL DEFAULT '',
                \`description\` text NULL,
                \`type\` varchar(30) NOT NULL DEFAULT 'default',
                \`isPublic\` tinyint NOT NULL DEFAULT 1,
                \`content\` json NOT NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`imageId\` int NULL,
                UNIQUE INDEX \`IDX_a690de688575302543179c689d\` (\`path\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`device\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`identifier\` varchar(100) NOT NULL DEFAULT '',
                \`name\` varchar(255) NOT NULL DEFAULT '',
                \`type\` varchar(20) NOT NULL DEFAULT '',
                \`isEnabled\` tinyint NOT NULL DEFAULT 1,
                \`secret\` varchar(64) NOT NULL DEFAULT '',
                \`lastSeenAt\` datetime(6) NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`branchId\` int NULL,
                UNIQUE INDEX \`IDX_24e06f26a9b60c56e8e54c19e0\` (\`identifier\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`analytics_log\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`type\` varchar(100) NOT NULL DEFAULT '',
                \`action\` varchar(100) NOT NULL DEFAULT '',
                \`category\` varchar(100) NOT NULL DEFAULT '',
                \`data\` json NOT NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_291bd614fccdf4540a5def2f71\` (\`createdAt\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`log\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`level\` varchar(10) NOT NULL DEFAULT '',
                \`channel\` varchar(100) NOT NULL DEFAULT '',
                \`message\` text NOT NULL,
                \`context\` json NOT NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`userId\` int NULL,
                INDEX \`IDX_8e4eb51a35d81b64dda28eed0a\` (\`createdAt\`),
                INDEX \`IDX_8751ee313fa79486a1eafac2d4\` (\`channel\`, \`createdAt\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`upload\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`version\` int NOT NULL DEFAULT '1',
                \`extension\` varchar(10) NOT NULL DEFAULT '',
                \`publicHash\` varchar(32) NOT NULL DEFAULT '',
                \`mimeType\` varchar(100) NOT NULL DEFAULT '',
                \`name\` varchar(255) NOT NULL DEFAULT '',
                \`size\` int NOT NULL DEFAULT '0',
                \`storage\` varchar(255) NOT NULL DEFAULT '',
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`font\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`family\` varchar(100) NOT NULL DEFAULT '',
                \`variant\` varchar(20) NOT NULL DEFAULT '',
                \`uploadId\` int NULL,
                UNIQUE INDEX \`IDX_9431c88600c9dafb2bd7111738\` (\`family\`, \`variant\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`image_template\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`name\` varchar(255) NOT NULL DEFAULT '',
                \`width\` int NOT NULL DEFAULT '1080',
                \`height\` int NOT NULL DEFAULT '1080',
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`image_template_layer\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`position\` int NOT NULL DEFAULT '0',
                \`type\` varchar(20) NOT NULL DEFAULT 'text',
                \`name\` varchar(255) NOT NULL DEFAULT '',
                \`x\` int NOT NULL DEFAULT '0',
                \`y\` int NOT NULL DEFAULT '0',
                \`width\` int NOT NULL DEFAULT '0',
                \`height\` int NOT NULL DEFAULT '0',
                \`text\` text NULL,
                \`fontSize\` int NOT NULL DEFAULT '16',
                \`color\` varchar(7) NOT NULL DEFAULT '#000000',
                \`templateId\` int NOT NULL,
                \`fontId\` int NULL,
                \`imageId\` int NULL,
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`donatee\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`identifier\` varchar(100) NOT NULL DEFAULT '',
                \`name\` varchar(255) NOT NULL DEFAULT '',
                \`description\` text NULL,
                UNIQUE INDEX \`IDX_c4e4e0fbd6982e5dbc3dfcb3f4\` (\`identifier\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`order_item\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`position\` int NOT NULL,
                \`productUid\` varchar(50) NOT NULL DEFAULT '',
                \`name\` varchar(255) NOT NULL DEFAULT '',
                \`amount\` decimal(12, 3) NOT NULL,
                \`unit\` varchar(10) NOT NULL DEFAULT '',
                \`parts\` json NOT NULL,
                \`calculationModel\` varchar(20) NOT NULL DEFAULT 'fixed',
                \`isPriceHidden\` tinyint NOT NULL DEFAULT 0,
                \`unitPrice\` decimal(12, 2) NOT NULL DEFAULT '0.00',
                \`gross\` decimal(12, 2) NOT NULL DEFAULT '0.00',
                \`net\` decimal(12, 2) NOT NULL DEFAULT '0.00',
                \`taxRate\` decimal(5, 2) NOT NULL DEFAULT '0.00',
                \`orderId\` int NOT NULL,
                \`productId\` int NULL,
                UNIQUE INDEX \`IDX_a416607ea22af382546c7b27b7\` (\`orderId\`, \`position\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`questionnaire\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`rating\` int NOT NULL,
                \`foodRating\` int NOT NULL,
                \`serviceRating\` int NOT NULL,
                \`processRating\` int NOT NULL,
                \`comment\` text NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`orderId\` int NOT NULL,
                UNIQUE INDEX \`REL_d4e23e2306ac51651a58c0119f\` (\`orderId\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`customer_order\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`uid\` varchar(32) NOT NULL DEFAULT '',
                \`hash\` varchar(64) NOT NULL DEFAULT '',
                \`ticketNumber\` int NOT NULL,
                \`businessDay\` varchar(10) NOT NULL DEFAULT '',
                \`isCompany\` tinyint NOT NULL DEFAULT 0,
                \`companyName\` varchar(255) NOT NULL DEFAULT '',
                \`firstName\` varchar(100) NOT NULL DEFAULT '',
                \`lastName\` varchar(100) NOT NULL DEFAULT '',
                \`company\` varchar(255) NOT NULL DEFAULT '',
                \`street\` varchar(255) NOT NULL DEFAULT '',
                \`floor\` varchar(20) NOT NULL DEFAULT '',
                \`stairway\` varchar(20) NOT NULL DEFAULT '',
                \`door\` varchar(20) NOT NULL DEFAULT '',
                \`zipCode\` varchar(20) NOT NULL DEFAULT '',
                \`city\` varchar(100) NOT NULL DEFAULT '',
                \`country\` varchar(2) NOT NULL DEFAULT 'AT',
                \`vatNo\` varchar(50) NOT NULL DEFAULT '',
                \`phone\` varchar(50) NOT NULL DEFAULT '',
                \`email\` varchar(255) NOT NULL DEFAULT '',
                \`isDeliveryAddressDifferent\` tinyint NOT NULL DEFAULT 0,
                \`isDeliveryCompany\` tinyint NOT NULL DEFAULT 0,
                \`deliveryCompanyName\` varchar(255) NOT NULL DEFAULT '',
                \`deliveryFirstName\` varchar(100) NOT NULL DEFAULT '',
                \`deliveryLastName\` varchar(100) NOT NULL DEFAULT '',
                \`deliveryStreet\` varchar(255) NOT NULL DEFAULT '',
                \`deliveryFloor\` varchar(20) NOT NULL DEFAULT '',
                \`deliveryStairway\` varchar(20) NOT NULL DEFAULT '',
                \`deliveryDoor\` varchar(20) NOT NULL DEFAULT '',
                \`deliveryZipCode\` varchar(20) NOT NULL DEFAULT '',
                \`deliveryCity\` varchar(100) NOT NULL DEFAULT '',
                \`deliveryCountry\` varchar(2) NOT NULL DEFAULT 'AT',
                \`deliveryAreaName\` varchar(255) NOT NULL DEFAULT '',
                \`deliveryAreaFee\` decimal(12, 2) NULL,
                \`deliveryAreaTaxRate\` decimal(5, 2) NOT NULL DEFAULT '0.00',
                \`comment\` text NULL,
                \`appointmentDate\` datetime(6) NULL,
                \`paymentMethod\` varchar(20) NOT NULL DEFAULT 'cash',
                \`legalInstructions\` tinyint NOT NULL DEFAULT 0,
                \`privacyPolicy\` tinyint NOT NULL DEFAULT 0,
                \`tableIdentifier\` varchar(50) NULL,
                \`appointment\` datetime(6) NULL,
                \`counterAppointment\` datetime(6) NULL,
                \`rejectionMessage\` text NULL,
                \`isConfirmed\` tinyint NOT NULL DEFAULT 0,
                \`isCompleted\` tinyint NOT NULL DEFAULT 0,
                \`isRejected\` tinyint NOT NULL DEFAULT 0,
                \`isCanceled\` tinyint NOT NULL DEFAULT 0,
                \`isFailed\` tinyint NOT NULL DEFAULT 0,
                \`isDelivery\` tinyint NOT NULL DEFAULT 0,
                \`isDineIn\` tinyint NOT NULL DEFAULT 0,
                \`isInDelivery\` tinyint NOT NULL DEFAULT 0,
                \`isDelivered\` tinyint NOT NULL DEFAULT 0,
                \`isPaid\` tinyint NOT NULL DEFAULT 0,
                \`isRefunded\` tinyint NOT NULL DEFAULT 0,
                \`isEnteredByStaff\` tinyint NOT NULL DEFAULT 0,
                \`paymentRedirectUrl\` varchar(2000) NULL,
                \`paymentReference\` varchar(255) NULL,
                \`gross\` decimal(12, 2) NOT NULL DEFAULT '0.00',
                \`totalNet\` decimal(12, 2) NOT NULL DEFAULT '0.00',
                \`totalGross\` decimal(12, 2) NOT NULL DEFAULT '0.00',
                \`deliveryGross\` decimal(12, 2) NOT NULL DEFAULT '0.00',
                \`taxes\` json NOT NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`branchId\` int NOT NULL,
                \`deliveryAreaId\` int NULL,
                \`donateeId\` int NULL,
                INDEX \`IDX_1e39ac6677a54e2c9c76b57629\` (\`paymentReference\`),
                INDEX \`IDX_57841719a66e88adabac1b553e\` (\`createdAt\`),
                UNIQUE INDEX \`IDX_9a0c2753c8af5e75233c39ffae\` (\`branchId\`, \`businessDay\`, \`ticketNumber\`),
                INDEX \`IDX_da7e67b1efb73e9eeb363b95df\` (\`branchId\`, \`createdAt\`),
                UNIQUE INDEX \`IDX_deee254d2d7bcf6fc8037770a2\` (\`uid\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`idempotency_record\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`key\` varchar(255) NOT NULL DEFAULT '',
                \`requestHash\` varchar(64) NOT NULL DEFAULT '',
                \`responseStatus\` int NULL,
                \`responseBody\` json NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`orderId\` int NULL,
                INDEX \`IDX_0506b4f42fb119b584fc2c729f\` (\`createdAt\`),
                UNIQUE INDEX \`IDX_c30d9b595b0c4bf59cc03ce604\` (\`key\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`ticket_counter\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`businessDay\` varchar(10) NOT NULL DEFAULT '',
                \`lastNumber\` int NOT NULL DEFAULT '0',
                \`branchId\` int NOT NULL,
                UNIQUE INDEX \`IDX_a6656253f6478a782e18dfca98\` (\`branchId\`, \`businessDay\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`department\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`name\` varchar(255) NOT NULL DEFAULT '',
                \`description\` text NULL,
                \`branchId\` int NOT NULL,
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`dining_table\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`identifier\` varchar(50) NOT NULL DEFAULT '',
                \`name\` varchar(100) NOT NULL DEFAULT '',
                \`branchId\` int NOT NULL,
                UNIQUE INDEX \`IDX_e22dcaa5abb30556e1b5f28213\` (\`branchId\`, \`identifier\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`signage_segment\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`name\` varchar(255) NOT NULL DEFAULT '',
                \`type\` varchar(20) NOT NULL DEFAULT '',
                \`duration\` int NOT NULL DEFAULT '10',
                \`content\` json NOT NULL,
                \`isEnabled\` tinyint NOT NULL DEFAULT 1,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`signage_stream_segment\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`position\` int NOT NULL DEFAULT '0',
                \`streamId\` int NOT NULL,
                \`segmentId\` int NOT NULL,
                INDEX \`IDX_9748e41227909e6bbeb8127bb9\` (\`streamId\`, \`position\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`signage_stream\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`name\` varchar(255) NOT NULL DEFAULT '',
                \`isEnabled\` tinyint NOT NULL DEFAULT 1,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`signage_device\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`identifier\` varchar(100) NOT NULL DEFAULT '',
                \`name\` varchar(255) NOT NULL DEFAULT '',
                \`orientation\` varchar(20) NOT NULL DEFAULT 'landscape',
                \`lastSeenAt\` datetime(6) NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`branchId\` int NULL,
                \`streamId\` int NULL,
                UNIQUE INDEX \`IDX_7b47191e01c795684f41b1b9f4\` (\`identifier\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`holiday_balance\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`year\` int NOT NULL,
                \`entitlement\` decimal(12, 3) NOT NULL DEFAULT '0.000',
                \`taken\` decimal(12, 3) NOT NULL DEFAULT '0.000',
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`userId\` int NOT NULL,
                UNIQUE INDEX \`IDX_99604b62591bbc8d0a0aad4f68\` (\`userId\`, \`year\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`project\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`name\` varchar(255) NOT NULL DEFAULT '',
                \`description\` text NULL,
                \`isEnabled\` tinyint NOT NULL DEFAULT 1,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`task\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`name\` varchar(255) NOT NULL DEFAULT '',
                \`description\` text NULL,
                \`isDone\` tinyint NOT NULL DEFAULT 0,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`projectId\` int NULL,
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`working_activity\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`state\` varchar(10) NOT NULL DEFAULT 'running',
                \`start\` datetime(6) NOT NULL,
                \`end\` datetime(6) NULL,
                \`pauses\` json NOT NULL,
                \`comment\` text NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`userId\` int NOT NULL,
                \`branchId\` int NULL,
                \`departmentId\` int NULL,
                \`projectId\` int NULL,
                \`taskId\` int NULL,
                INDEX \`IDX_8f93acdff51815a90b9d981d15\` (\`start\`),
                INDEX \`IDX_fe7ea851874909f58b34ccb265\` (\`userId\`, \`start\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`working_schedule\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`start\` datetime(6) NOT NULL,
                \`end\` datetime(6) NOT NULL,
                \`comment\` text NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`userId\` int NOT NULL,
                \`branchId\` int NULL,
                \`departmentId\` int NULL,
                INDEX \`IDX_b617aa40725360cb1f8936b9eb\` (\`start\`),
                INDEX \`IDX_7205c4d4a699ddc6d525a4c5a4\` (\`userId\`, \`start\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`branch_tags\` (
                \`branchId\` int NOT NULL,
                \`tagId\` int NOT NULL,
                INDEX \`IDX_b8b2eede24c7eb77b0bce5bcad\` (\`branchId\`),
                INDEX \`IDX_55ed09d1e4434fef0a279572d4\` (\`tagId\`),
                PRIMARY KEY (\`branchId\`, \`tagId\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`branch_images\` (
                \`branchId\` int NOT NULL,
                \`imageId\` int NOT NULL,
                INDEX \`IDX_9c3fb79ced23df727a6f845838\` (\`branchId\`),
                INDEX \`IDX_65a06b740b5f2e2e53c758be5e\` (\`imageId\`),
                PRIMARY KEY (\`branchId\`, \`imageId\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`user_branches\` (
                \`userId\` int NOT NULL,
                \`branchId\` int NOT NULL,
                INDEX \`IDX_730d741ac106176848e5b3c96c\` (\`userId\`),
                INDEX \`IDX_d4bfb1375daa4e5e17f3def240\` (\`branchId\`),
                PRIMARY KEY (\`userId\`, \`branchId\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`menu_branches\` (
                \`menuId\` int NOT NULL,
                \`branchId\` int NOT NULL,
                INDEX \`IDX_7ba8939b7f521b2a3ff8acf8da\` (\`menuId\`),
                INDEX \`IDX_f0df18179b7a223461deca8514\` (\`branchId\`),
                PRIMARY KEY (\`menuId\`, \`branchId\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`product_images\` (
                \`productId\` int NOT NULL,
                \`imageId\` int NOT NULL,
                INDEX \`IDX_b367708bf720c8dd62fc683316\` (\`productId\`),
                INDEX \`IDX_9eb7d7ebaf2263ae0e45fea918\` (\`imageId\`),
                PRIMARY KEY (\`productId\`, \`imageId\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`product_bundle_items\` (
                \`bundleId\` int NOT NULL,
                \`productId\` int NOT NULL,
                INDEX \`IDX_f64ed56e85e0f6b3b45cac096a\` (\`bundleId\`),
                INDEX \`IDX_a1e5f823a7a8fb4b64d9bf1bb8\` (\`productId\`),
                PRIMARY KEY (\`bundleId\`, \`productId\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`tag\`
            ADD CONSTRAINT \`FK_ed2aa8b9f3195c77083687f02e2\` FOREIGN KEY (\`imageId\`) REFERENCES \`image\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`delivery_area\`
            ADD CONSTRAINT \`FK_5b5a936b1c88583f2058ea1e443\` FOREIGN KEY (\`branchId\`) REFERENCES \`branch\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`branch\`
            ADD CONSTRAINT \`FK_f30e3cf43448a353445f4c7046a\` FOREIGN KEY (\`logoId\`) REFERENCES \`image\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`branch\`
            ADD CONSTRAINT \`FK_42c1b50c7b3af568697a86bac8e\` FOREIGN KEY (\`divisionId\`) REFERENCES \`division\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`session\`
            ADD CONSTRAINT \`FK_3d2f174ef04fb312fdebd0ddc53\` FOREIGN KEY (\`userId\`) REFERENCES \`user\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`category\`
            ADD CONSTRAINT \`FK_8a12e4cb68bc526f8d8e59efb12\` FOREIGN KEY (\`imageId\`) REFERENCES \`image\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`config\`
            ADD CONSTRAINT \`FK_9b417f83c78e6d537e4d1218dac\` FOREIGN KEY (\`metaImageId\`) REFERENCES \`image\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`config\`
            ADD CONSTRAINT \`FK_1e38acc632e6ffd728d5a12b429\` FOREIGN KEY (\`ogImageId\`) REFERENCES \`image\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`config\`
            ADD CONSTRAINT \`FK_59731906280ca4f8a036bd72ecc\` FOREIGN KEY (\`twitterImageId\`) REFERENCES \`image\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`config\`
            ADD CONSTRAINT \`FK_4be8bcfe445529ad3ccdbaab9c7\` FOREIGN KEY (\`logoId\`) REFERENCES \`image\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`config\`
            ADD CONSTRAINT \`FK_661fe389ad70e6003b9df5cee21\` FOREIGN KEY (\`faviconId\`) REFERENCES \`image\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`config\`
            ADD CONSTRAINT \`FK_60de500d8fa51a09d8df97b42a0\` FOREIGN KEY (\`shareImageId\`) REFERENCES \`image\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`site\`
            ADD CONSTRAINT \`FK_e4ec2061810c2dcf1ad6dff2312\` FOREIGN KEY (\`imageId\`) REFERENCES \`image\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`device\`
            ADD CONSTRAINT \`FK_cae70c648a6b56d55b38db00013\` FOREIGN KEY (\`branchId\`) REFERENCES \`branch\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`log\`
            ADD CONSTRAINT \`FK_cea2ed3a494729d4b21edbd2983\` FOREIGN KEY (\`userId\`) REFERENCES \`user\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`font\`
            ADD CONSTRAINT \`FK_237f1ba1a1306668718c916eb93\` FOREIGN KEY (\`uploadId\`) REFERENCES \`upload\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`image_template_layer\`
            ADD CONSTRAINT \`FK_c786921f67119b484282ac04097\` FOREIGN KEY (\`templateId\`) REFERENCES \`image_template\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`image_template_layer\`
            ADD CONSTRAINT \`FK_8db0e865a8e635adee46bd85654\` FOREIGN KEY (\`fontId\`) REFERENCES \`font\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`image_template_layer\`
            ADD CONSTRAINT \`FK_6dbe7f454a2dfb3c28fe6254615\` FOREIGN KEY (\`imageId\`) REFERENCES \`image\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`order_item\`
            ADD CONSTRAINT \`FK_646bf9ece6f45dbe41c203e06e0\` FOREIGN KEY (\`orderId\`) REFERENCES \`customer_order\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`order_item\`
            ADD CONSTRAINT \`FK_904370c093ceea4369659a3c810\` FOREIGN KEY (\`productId\`) REFERENCES \`product\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`questionnaire\`
            ADD CONSTRAINT \`FK_d4e23e2306ac51651a58c0119f1\` FOREIGN KEY (\`orderId\`) REFERENCES \`customer_order\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`customer_order\`
            ADD CONSTRAINT \`FK_37e14dc34db9782d9cdc63a9e0a\` FOREIGN KEY (\`branchId\`) REFERENCES \`branch\`(\`id\`) ON DELETE NO ACTION ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`customer_order\`
            ADD CONSTRAINT \`FK_edf016f7c57af8244f4b4a7d13d\` FOREIGN KEY (\`deliveryAreaId\`) REFERENCES \`delivery_area\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`customer_order\`
            ADD CONSTRAINT \`FK_aaddc7a8478c8dd93b25dbf8b5f\` FOREIGN KEY (\`donateeId\`) REFERENCES \`donatee\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`idempotency_record\`
            ADD CONSTRAINT \`FK_ef1d783c1b14192816b889500b0\` FOREIGN KEY (\`orderId\`) REFERENCES \`customer_order\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`ticket_counter\`
            ADD CONSTRAINT \`FK_2dc0d67e449f1afdb20f8633140\` FOREIGN KEY (\`branchId\`) REFERENCES \`branch\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`department\`
            ADD CONSTRAINT \`FK_a44bcea55f11d1502fc11e39fe7\` FOREIGN KEY (\`branchId\`) REFERENCES \`branch\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`dining_table\`
            ADD CONSTRAINT \`FK_7564495a218fcb7a53027a0b01e\` FOREIGN KEY (\`branchId\`) REFERENCES \`branch\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`signage_stream_segment\`
            ADD CONSTRAINT \`FK_67b484c6217a051e48b3154b05d\` FOREIGN KEY (\`streamId\`) REFERENCES \`signage_stream\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`signage_stream_segment\`
            ADD CONSTRAINT \`FK_e42eb9477d7fecdb0cfcd73d9ad\` FOREIGN KEY (\`segmentId\`) REFERENCES \`signage_segment\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`signage_device\`
            ADD CONSTRAINT \`FK_7ee52b7d9397c66d2835e15db9c\` FOREIGN KEY (\`branchId\`) REFERENCES \`branch\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`signage_device\`
            ADD CONSTRAINT \`FK_4cbdef525214a3315ba1341a3a7\` FOREIGN KEY (\`streamId\`) REFERENCES \`signage_stream\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`holiday_balance\`
            ADD CONSTRAINT \`FK_9ea991662cff188b8c8ecc35671\` FOREIGN KEY (\`userId\`) REFERENCES \`user\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`task\`
            ADD CONSTRAINT \`FK_3797a20ef5553ae87af126bc2fe\` FOREIGN KEY (\`projectId\`) REFERENCES \`project\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`working_activity\`
            ADD CONSTRAINT \`FK_a931b42b18cb28a43f7cbf1cf3b\` FOREIGN KEY (\`userId\`) REFERENCES \`user\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`working_activity\`
            ADD CONSTRAINT \`FK_8bdd81f647aac5347a4effe02d9\` FOREIGN KEY (\`branchId\`) REFERENCES \`branch\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`working_activity\`
            ADD CONSTRAINT \`FK_30f62d62435a78bede4731aa598\` FOREIGN KEY (\`departmentId\`) REFERENCES \`department\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`working_activity\`
            ADD CONSTRAINT \`FK_5829fde11cfeaf7ea6eb7f7f56d\` FOREIGN KEY (\`projectId\`) REFERENCES \`project\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`working_activity\`
            ADD CONSTRAINT \`FK_0428aa1000b24fba48a1402551a\` FOREIGN KEY (\`taskId\`) REFERENCES \`task\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`working_schedule\`
            ADD CONSTRAINT \`FK_a20b1e7957793db60b545d27a72\` FOREIGN KEY (\`userId\`) REFERENCES \`user\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`working_schedule\`
            ADD CONSTRAINT \`FK_825df892f51c541c6a236ee3c72\` FOREIGN KEY (\`branchId\`) REFERENCES \`branch\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`working_schedule\`
            ADD CONSTRAINT \`FK_bf91e93b438d1bd6cd9423cc2c3\` FOREIGN KEY (\`departmentId\`) REFERENCES \`department\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`branch_tags\`
            ADD CONSTRAINT \`FK_b8b2eede24c7eb77b0bce5bcad6\` FOREIGN KEY (\`branchId\`) REFERENCES \`branch\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE
        `);
    await queryRunner.query(`
            ALTER TABLE \`branch_tags\`
            ADD CONSTRAINT \`FK_55ed09d1e4434fef0a279572d4e\` FOREIGN KEY (\`tagId\`) REFERENCES \`tag\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE
        `);
    await queryRunner.query(`
            ALTER TABLE \`branch_images\`
            ADD CONSTRAINT \`FK_9c3fb79ced23df727a6f845838f\` FOREIGN KEY (\`branchId\`) REFERENCES \`branch\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE
        `);
    await queryRunner.query(`
            ALTER TABLE \`branch_images\`
            ADD CONSTRAINT \`FK_65a06b740b5f2e2e53c758be5e3\` FOREIGN KEY (\`imageId\`) REFERENCES \`image\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE
        `);
    await queryRunner.query(`
            ALTER TABLE \`user_branches\`
            ADD CONSTRAINT \`FK_730d741ac106176848e5b3c96cd\` FOREIGN KEY (\`userId\`) REFERENCES \`user\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE
        `);
    await queryRunner.query(`
            ALTER TABLE \`user_branches\`
            ADD CONSTRAINT \`FK_d4bfb1375daa4e5e17f3def2403\` FOREIGN KEY (\`branchId\`) REFERENCES \`branch\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE
        `);
    await queryRunner.query(`
            ALTER TABLE \`menu_branches\`
            ADD CONSTRAINT \`FK_7ba8939b7f521b2a3ff8acf8da8\` FOREIGN KEY (\`menuId\`) REFERENCES \`menu\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE
        `);
    await queryRunner.query(`
            ALTER TABLE \`menu_branches\`
            ADD CONSTRAINT \`FK_f0df18179b7a223461deca8514c\` FOREIGN KEY (\`branchId\`) REFERENCES \`branch\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE
        `);
    await queryRunner.query(`
            ALTER TABLE \`product_images\`
            ADD CONSTRAINT \`FK_b367708bf720c8dd62fc6833161\` FOREIGN KEY (\`productId\`) REFERENCES \`product\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE
        `);
    await queryRunner.query(`
            ALTER TABLE \`product_images\`
            ADD CONSTRAINT \`FK_9eb7d7ebaf2263ae0e45fea9184\` FOREIGN KEY (\`imageId\`) REFERENCES \`image\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE
        `);
    await queryRunner.query(`
            ALTER TABLE \`product_bundle_items\`
            ADD CONSTRAINT \`FK_f64ed56e85e0f6b3b45cac096a2\` FOREIGN KEY (\`bundleId\`) REFERENCES \`product\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE
        `);
    await queryRunner.query(`
            ALTER TABLE \`product_bundle_items\`
            ADD CONSTRAINT \`FK_a1e5f823a7a8fb4b64d9bf1bb87\` FOREIGN KEY (\`productId\`) REFERENCES \`product\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`product_bundle_items\` DROP FOREIGN KEY \`FK_a1e5f823a7a8fb4b64d9bf1bb87\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`product_bundle_items\` DROP FOREIGN KEY \`FK_f64ed56e85e0f6b3b45cac096a2\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`product_images\` DROP FOREIGN KEY \`FK_9eb7d7ebaf2263ae0e45fea9184\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`product_images\` DROP FOREIGN KEY \`FK_b367708bf720c8dd62fc6833161\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`menu_branches\` DROP FOREIGN KEY \`FK_f0df18179b7a223461deca8514c\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`menu_branches\` DROP FOREIGN KEY \`FK_7ba8939b7f521b2a3ff8acf8da8\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`user_branches\` DROP FOREIGN KEY \`FK_d4bfb1375daa4e5e17f3def2403\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`user_branches\` DROP FOREIGN KEY \`FK_730d741ac106176848e5b3c96cd\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`branch_images\` DROP FOREIGN KEY \`FK_65a06b740b5f2e2e53c758be5e3\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`branch_images\` DROP FOREIGN KEY \`FK_9c3fb79ced23df727a6f845838f\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`branch_tags\` DROP FOREIGN KEY \`FK_55ed09d1e4434fef0a279572d4e\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`branch_tags\` DROP FOREIGN KEY \`FK_b8b2eede24c7eb77b0bce5bcad6\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`working_schedule\` DROP FOREIGN KEY \`FK_bf91e93b438d1bd6cd9423cc2c3\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`working_schedule\` DROP FOREIGN KEY \`FK_825df892f51c541c6a236ee3c72\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`working_schedule\` DROP FOREIGN KEY \`FK_a20b1e7957793db60b545d27a72\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`working_activity\` DROP FOREIGN KEY \`FK_0428aa1000b24fba48a1402551a\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`working_activity\` DROP FOREIGN KEY \`FK_5829fde11cfeaf7ea6eb7f7f56d\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`working_activity\` DROP FOREIGN KEY \`FK_30f62d62435a78bede4731aa598\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`working_activity\` DROP FOREIGN KEY \`FK_8bdd81f647aac5347a4effe02d9\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`working_activity\` DROP FOREIGN KEY \`FK_a931b42b18cb28a43f7cbf1cf3b\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`task\` DROP FOREIGN KEY \`FK_3797a20ef5553ae87af126bc2fe\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`holiday_balance\` DROP FOREIGN KEY \`FK_9ea991662cff188b8c8ecc35671\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`signage_device\` DROP FOREIGN KEY \`FK_4cbdef525214a3315ba1341a3a7\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`signage_device\` DROP FOREIGN KEY \`FK_7ee52b7d9397c66d2835e15db9c\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`signage_stream_segment\` DROP FOREIGN KEY \`FK_e42eb9477d7fecdb0cfcd73d9ad\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`signage_stream_segment\` DROP FOREIGN KEY \`FK_67b484c6217a051e48b3154b05d\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`dining_table\` DROP FOREIGN KEY \`FK_7564495a218fcb7a53027a0b01e\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`department\` DROP FOREIGN KEY \`FK_a44bcea55f11d1502fc11e39fe7\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`ticket_counter\` DROP FOREIGN KEY \`FK_2dc0d67e449f1afdb20f8633140\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`idempotency_record\` DROP FOREIGN KEY \`FK_ef1d783c1b14192816b889500b0\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`customer_order\` DROP FOREIGN KEY \`FK_aaddc7a8478c8dd93b25dbf8b5f\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`customer_order\` DROP FOREIGN KEY \`FK_edf016f7c57af8244f4b4a7d13d\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`customer_order\` DROP FOREIGN KEY \`FK_37e14dc34db9782d9cdc63a9e0a\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`questionnaire\` DROP FOREIGN KEY \`FK_d4e23e2306ac51651a58c0119f1\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`order_item\` DROP FOREIGN KEY \`FK_904370c093ceea4369659a3c810\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`order_item\` DROP FOREIGN KEY \`FK_646bf9ece6f45dbe41c203e06e0\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`image_template_layer\` DROP FOREIGN KEY \`FK_6dbe7f454a2dfb3c28fe6254615\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`image_template_layer\` DROP FOREIGN KEY \`FK_8db0e865a8e635adee46bd85654\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`image_template_layer\` DROP FOREIGN KEY \`FK_c786921f67119b484282ac04097\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`font\` DROP FOREIGN KEY \`FK_237f1ba1a1306668718c916eb93\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`log\` DROP FOREIGN KEY \`FK_cea2ed3a494729d4b21edbd2983\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`device\` DROP FOREIGN KEY \`FK_cae70c648a6b56d55b38db00013\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`site\` DROP FOREIGN KEY \`FK_e4ec2061810c2dcf1ad6dff2312\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`config\` DROP FOREIGN KEY \`FK_60de500d8fa51a09d8df97b42a0\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`config\` DROP FOREIGN KEY \`FK_661fe389ad70e6003b9df5cee21\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`config\` DROP FOREIGN KEY \`FK_4be8bcfe445529ad3ccdbaab9c7\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`config\` DROP FOREIGN KEY \`FK_59731906280ca4f8a036bd72ecc\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`config\` DROP FOREIGN KEY \`FK_1e38acc632e6ffd728d5a12b429\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`config\` DROP FOREIGN KEY \`FK_9b417f83c78e6d537e4d1218dac\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`category\` DROP FOREIGN KEY \`FK_8a12e4cb68bc526f8d8e59efb12\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`session\` DROP FOREIGN KEY \`FK_3d2f174ef04fb312fdebd0ddc53\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`branch\` DROP FOREIGN KEY \`FK_42c1b50c7b3af568697a86bac8e\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`branch\` DROP FOREIGN KEY \`FK_f30e3cf43448a353445f4c7046a\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`delivery_area\` DROP FOREIGN KEY \`FK_5b5a936b1c88583f2058ea1e443\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`tag\` DROP FOREIGN KEY \`FK_ed2aa8b9f3195c77083687f02e2\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_a1e5f823a7a8fb4b64d9bf1bb8\` ON \`product_bundle_items\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_f64ed56e85e0f6b3b45cac096a\` ON \`product_bundle_items\`
        `);
    await queryRunner.query(`
            DROP TABLE \`product_bundle_items\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_9eb7d7ebaf2263ae0e45fea918\` ON \`product_images\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_b367708bf720c8dd62fc683316\` ON \`product_images\`
        `);
    await queryRunner.query(`
            DROP TABLE \`product_images\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_f0df18179b7a223461deca8514\` ON \`menu_branches\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_7ba8939b7f521b2a3ff8acf8da\` ON \`menu_branches\`
        `);
    await queryRunner.query(`
            DROP TABLE \`menu_branches\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_d4bfb1375daa4e5e17f3def240\` ON \`user_branches\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_730d741ac106176848e5b3c96c\` ON \`user_branches\`
        `);
    await queryRunner.query(`
            DROP TABLE \`user_branches\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_65a06b740b5f2e2e53c758be5e\` ON \`branch_images\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_9c3fb79ced23df727a6f845838\` ON \`branch_images\`
        `);
    await queryRunner.query(`
            DROP TABLE \`branch_images\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_55ed09d1e4434fef0a279572d4\` ON \`branch_tags\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_b8b2eede24c7eb77b0bce5bcad\` ON \`branch_tags\`
        `);
    await queryRunner.query(`
            DROP TABLE \`branch_tags\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_7205c4d4a699ddc6d525a4c5a4\` ON \`working_schedule\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_b617aa40725360cb1f8936b9eb\` ON \`working_schedule\`
        `);
    await queryRunner.query(`
            DROP TABLE \`working_schedule\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_fe7ea851874909f58b34ccb265\` ON \`working_activity\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_8f93acdff51815a90b9d981d15\` ON \`working_activity\`
        `);
    await queryRunner.query(`
            DROP TABLE \`working_activity\`
        `);
    await queryRunner.query(`
            DROP TABLE \`task\`
        `);
    await queryRunner.query(`
            DROP TABLE \`project\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_99604b62591bbc8d0a0aad4f68\` ON \`holiday_balance\`
        `);
    await queryRunner.query(`
            DROP TABLE \`holiday_balance\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_7b47191e01c795684f41b1b9f4\` ON \`signage_device\`
        `);
    await queryRunner.query(`
            DROP TABLE \`signage_device\`
        `);
    await queryRunner.query(`
            DROP TABLE \`signage_stream\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_9748e41227909e6bbeb8127bb9\` ON \`signage_stream_segment\`
        `);
    await queryRunner.query(`
            DROP TABLE \`signage_stream_segment\`
        `);
    await queryRunner.query(`
            DROP TABLE \`signage_segment\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_e22dcaa5abb30556e1b5f28213\` ON \`dining_table\`
        `);
    await queryRunner.query(`
            DROP TABLE \`dining_table\`
        `);
    await queryRunner.query(`
            DROP TABLE \`department\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_a6656253f6478a782e18dfca98\` ON \`ticket_counter\`
        `);
    await queryRunner.query(`
            DROP TABLE \`ticket_counter\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_c30d9b595b0c4bf59cc03ce604\` ON \`idempotency_record\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_0506b4f42fb119b584fc2c729f\` ON \`idempotency_record\`
        `);
    await queryRunner.query(`
            DROP TABLE \`idempotency_record\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_deee254d2d7bcf6fc8037770a2\` ON \`customer_order\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_da7e67b1efb73e9eeb363b95df\` ON \`customer_order\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_9a0c2753c8af5e75233c39ffae\` ON \`customer_order\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_57841719a66e88adabac1b553e\` ON \`customer_order\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_1e39ac6677a54e2c9c76b57629\` ON \`customer_order\`
        `);
    await queryRunner.query(`
            DROP TABLE \`customer_order\`
        `);
    await queryRunner.query(`
            DROP INDEX \`REL_d4e23e2306ac51651a58c0119f\` ON \`questionnaire\`
        `);
    await queryRunner.query(`
            DROP TABLE \`questionnaire\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_a416607ea22af382546c7b27b7\` ON \`order_item\`
        `);
    await queryRunner.query(`
            DROP TABLE \`order_item\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_c4e4e0fbd6982e5dbc3dfcb3f4\` ON \`donatee\`
        `);
    await queryRunner.query(`
            DROP TABLE \`donatee\`
        `);
    await queryRunner.query(`
            DROP TABLE \`image_template_layer\`
        `);
    await queryRunner.query(`
            DROP TABLE \`image_template\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_9431c88600c9dafb2bd7111738\` ON \`font\`
        `);
    await queryRunner.query(`
            DROP TABLE \`font\`
        `);
    await queryRunner.query(`
            DROP TABLE \`upload\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_8751ee313fa79486a1eafac2d4\` ON \`log\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_8e4eb51a35d81b64dda28eed0a\` ON \`log\`
        `);
    await queryRunner.query(`
            DROP TABLE \`log\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_291bd614fccdf4540a5def2f71\` ON \`analytics_log\`
        `);
    await queryRunner.query(`
            DROP TABLE \`analytics_log\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_24e06f26a9b60c56e8e54c19e0\` ON \`device\`
        `);
    await queryRunner.query(`
            DROP TABLE \`device\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_a690de688575302543179c689d\` ON \`site\`
        `);
    await queryRunner.query(`
            DROP TABLE \`site\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_9d20962c460e6519004683d531\` ON \`navigation\`
        `);
    await queryRunner.query(`
            DROP TABLE \`navigation\`
        `);
    await queryRunner.query(`
            DROP TABLE \`config\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_1ed5a8d416167d7a985f7d1e85\` ON \`block\`
        `);
    await queryRunner.query(`
            DROP TABLE \`block\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_45f791c6b86ce1dd9b9838cede\` ON \`product\`
        `);
    await queryRunner.query(`
            DROP TABLE \`product\`
        `);
    await queryRunner.query(`
            DROP TABLE \`menu\`
        `);
    await queryRunner.query(`
            DROP TABLE \`category\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_3d2f174ef04fb312fdebd0ddc5\` ON \`session\`
        `);
    await queryRunner.query(`
            DROP TABLE \`session\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_78a916df40e02a9deb1c4b75ed\` ON \`user\`
        `);
    await queryRunner.query(`
            DROP TABLE \`user\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_ba93990a71fc1bccf1d56a0c85\` ON \`branch\`
        `);
    await queryRunner.query(`
            DROP TABLE \`branch\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_4ee6d1e7651f90179ce7097bc4\` ON \`division\`
        `);
    await queryRunner.query(`
            DROP TABLE \`division\`
        `);
    await queryRunner.query(`
            DROP TABLE \`delivery_area\`
        `);
    await queryRunner.query(`
            DROP TABLE \`tag\`
        `);
    await queryRunner.query(`
            DROP TABLE \`image\`
        `);
  }
}
