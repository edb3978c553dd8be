import { MigrationInterface, QueryRunner } from "typeorm";

export class Initial1795215897818 implements MigrationInterface {
    name = 'Initial1795215897818'

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
            ALTER TABLE \`department\`
            ADD CONSTRAINT \`FK_a44bcea55f11d1502fc11e39fe7\` FOREIGN KEY (\`branchId\`) REFERENCES \`branch\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE \`dining_table\`
            ADD CONSTRAINT \`FK_7564495a218fcb7a53027a0b01e\` FOREIGN KEY (\`branchId\`) REFERENCES \`branch\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
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
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
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
            ALTER TABLE \`dining_table\` DROP FOREIGN KEY \`FK_7564495a218fcb7a53027a0b01e\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`department\` DROP FOREIGN KEY \`FK_a44bcea55f11d1502fc11e39fe7\`
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
            DROP INDEX \`IDX_e22dcaa5abb30556e1b5f28213\` ON \`dining_table\`
        `);
        await queryRunner.query(`
            DROP TABLE \`dining_table\`
        `);
        await queryRunner.query(`
            DROP TABLE \`department\`
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
