import { MigrationInterface, QueryRunner } from "typeorm";

export class AddContactMessage1795228480771 implements MigrationInterface {
    name = 'AddContactMessage1795228480771'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE \`contact_message\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`subject\` varchar(200) NOT NULL DEFAULT '',
                \`firstName\` varchar(100) NOT NULL DEFAULT '',
                \`lastName\` varchar(100) NOT NULL DEFAULT '',
                \`phone\` varchar(50) NOT NULL DEFAULT '',
                \`email\` varchar(254) NOT NULL DEFAULT '',
                \`comment\` text NOT NULL,
                \`mailedAt\` datetime(6) NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_31cb5461c1985ac872130b0b34\` (\`createdAt\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX \`IDX_31cb5461c1985ac872130b0b34\` ON \`contact_message\`
        `);
        await queryRunner.query(`
            DROP TABLE \`contact_message\`
        `);
    }

}
